--- script
fn f { echo $v }
v = 1
v = 2 f
f
--- stdout
2
1
