--- script
l = (a b c)
for (i in $l) { l = (x y) echo $l; if (~ $i b) break; echo $i }
echo $l
fn h { l = (1 2) for (i in $l) { l = 3; echo $i $l } }
h
echo $l
--- stdout
x y
a
x y
a b c
1 3
2 3
a b c
