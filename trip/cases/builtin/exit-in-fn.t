--- script
fn f { exit 6 }
f
echo not reached
--- status
6
