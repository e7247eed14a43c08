--- script
x = 1
for (i in a b) { x = $i; x = l^$i echo $x; echo $x }
fn g { echo g $x }
x = z g
x = w
g
--- stdout
la
a
lb
b
g z
g w
