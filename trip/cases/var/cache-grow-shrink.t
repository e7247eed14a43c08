--- script
x = (a b c d e f g h i j)
for (i in 1 2 3) { x = $i; echo $x $#x; x = (a b c $x $x $x $x $x); echo $#x; x = ($x $x); echo $#x $x(17) }
x = aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa
x = b
echo $x
x = $x^$x^$x
echo $x
x = $x(1)
echo $x
x = (a bb ccc)
x = $x(2)
echo $x
--- stdout
1 1
8
16
2 1
8
16
3 1
8
16
b
bbb
bbb
bb
