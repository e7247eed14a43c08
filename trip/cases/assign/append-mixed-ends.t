# Alternating appends and prepends.
--- script
x=b
x=(a $x)
x=($x c)
x=(0 $x)
x=($x d)
echo $x $#x $x(1) $x(5)
for (i in 1 2 3 4 5 6 7 8 9) {x=($x $i); x=(-$i $x)}
echo $#x $x(1) $x(10) $x(14) $x(23)
echo $x
--- stdout
0 a b c d 5 0 d
23 -9 0 d 9
-9 -8 -7 -6 -5 -4 -3 -2 -1 0 a b c d 1 2 3 4 5 6 7 8 9
