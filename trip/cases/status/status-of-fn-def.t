--- script
false
fn f { true }
echo $status
--- stdout
0
