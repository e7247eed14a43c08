--- script
fn f {}
f
echo $status
whatis f
--- stdout
0
fn f {}
