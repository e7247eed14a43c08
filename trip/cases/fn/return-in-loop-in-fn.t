--- script
fn f { for (i in 1 2 3) { if (~ $i 2) return 9; echo $i } }
f
echo $status
--- stdout
1
9
