--- script
for (i in 1 2) { status = $i; echo $status }
fn f { for (* in a b) echo $*; echo $* }
f q
--- stdout
0
0
a
b
b
