--- script
fn f { x = $1; echo in $x }
for (i in a bb ccc) { x = $i; f $i^$i; echo out $x }
--- stdout
in aa
out aa
in bbbb
out bbbb
in cccccc
out cccccc
