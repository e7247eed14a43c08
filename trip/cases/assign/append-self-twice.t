# $x among the new words is the old value.
--- script
x=(a b)
x=($x $x)
echo $x
x=($x $#x $x(1))
echo $x
x=(a)
x=($x m $x)
echo $x
x=($x `{echo $x})
echo $x
--- stdout
a b a b
a b a b 4 a
a m a
a m a a m a
