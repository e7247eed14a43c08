--- script
fn f { echo $0 $* $#*; * = (p q); echo $*; if (~ $#* 2) g r s }
fn g { echo g $0 $*; * = (); echo g $#* }
for (i in 1 22 333) f $i x
echo $0 $#*
--- stdout
f 1 x 2
p q
g g r s
g 0
f 22 x 2
p q
g g r s
g 0
f 333 x 2
p q
g g r s
g 0
../script 0
