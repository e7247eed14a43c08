--- script
fn f { return 7 }
f
echo $status
--- stdout
7
