--- script
fn f { return foo }
f
echo $status
--- stdout
1
--- stderr
bad status
