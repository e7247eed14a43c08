# Subscripts and counts after the list has grown at both ends.
--- script
x=()
for (i in 1 2 3 4 5 6 7 8 9 10) x=($x $i)
echo $x(1) $x(10) $x(11) $x(3 2 1) $#x
x=(0 $x)
echo $x(1) $x(11) $x(12) $#x
for (i in 1 2 3 4 5) x=(-$i $x)
echo $x(1) $x(5) $x(6) $x(16) $#x $x
--- stdout
1 10 3 2 1 10
0 10 11
-5 -1 0 10 16 -5 -4 -3 -2 -1 0 1 2 3 4 5 6 7 8 9 10
