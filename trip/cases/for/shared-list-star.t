--- script
fn f { for (i) { * = (z $*); echo $i $#* }; for (i in $*) { shift; echo $i $#* } }
f a b c
fn g { for (i) { if (~ $i b) return; echo $i } }
g a b c
g x
--- stdout
a 4
b 5
c 6
z 5
z 4
z 3
a 2
b 1
c 0
a
x
