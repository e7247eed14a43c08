--- script
fn f { true; false }
f
echo $status
--- stdout
1
