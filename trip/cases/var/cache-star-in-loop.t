--- script
fn f { for (i in $*) { * = ($i $i); echo $* } ; echo $* }
f a b
for (i in x y) { * = $i; echo $* $1 $#* }
echo $*
--- stdout
a a
b b
b b
x x 1
y y 1
y
