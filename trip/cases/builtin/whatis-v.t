--- script
fn f { echo hi }
v = 1
whatis -v f v
--- stdout
v=1
--- stderr
f not found
--- status
1
