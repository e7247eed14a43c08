# The value may be named quoted; a flattened or subscripted value is not the value itself.
--- script
x=a
x=($'x' b)
echo $x $#x
x=($"x c)
echo $#x $x(1)
x=($x(1) d $x)
echo $#x $x
x=($^x e)
echo $#x $x
--- stdout
a b 2
2 a b
4 a b d a b c
2 a b d a b c e
