# y=$x copies: growing x in place afterwards leaves y alone, and the other way.
--- script
x=(a b)
y=$x
x=($x c)
echo $y / $x
y=($y d)
x=(0 $x)
echo $y / $x
z=($x)
x=($x e)
z=(- $z)
echo $z / $x
--- stdout
a b / a b c
a b d / 0 a b c
- 0 a b c / 0 a b c e
