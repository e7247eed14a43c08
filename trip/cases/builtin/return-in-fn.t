--- script
fn f { return 4; echo no }
f
echo $status
--- stdout
4
