--- script
fn f { echo hi }
v = 1
whatis -b f v cd
--- stdout
builtin cd
--- stderr
f not found
v not found
--- status
1
