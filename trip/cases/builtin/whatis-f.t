--- script
fn f { echo hi }
v = 1
whatis -f f v
--- stdout
fn f {echo hi}
--- stderr
v not found
--- status
1
