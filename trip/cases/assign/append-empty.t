# Appending nothing, to nothing, and empty words.
--- script
x=()
x=($x)
echo $#x
x=($x '')
echo $#x
x=($x () a ())
echo $#x $x(2)
y=($y)
echo $#y
whatis y
z=(() $z)
echo $#z
x=('' $x)
echo $#x
--- stdout
0
1
2 a
0
0
3
--- stderr
y not found
