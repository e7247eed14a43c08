A list of a million elements: count, subscripts, doubling, flattening.
--- script
x = `{seq 1000000}
echo $#x $x(1000000) $x(1)
y = ($x $x)
echo $#y
echo $x | x = () y = () wc -w
--- stdout
1000000 1000000 1
2000000
1000000
