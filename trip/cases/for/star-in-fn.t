--- script
fn f { for (a) echo $a }
f 1 2
--- stdout
1
2
