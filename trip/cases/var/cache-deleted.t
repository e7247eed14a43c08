--- script
for (i in a b '') { x = $i; echo $#x $x; x = (); echo $#x; x = ($i $i); echo $#x }
y = 1
fn f { y = (); echo $#y }
f; f
echo $#y
--- stdout
1 a
0
2
1 b
0
2
1 
0
2
0
0
0
