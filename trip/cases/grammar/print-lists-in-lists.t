# Inside a list printed in parentheses, lists within words lose their
# own parentheses, as the reference prints them.
--- rcflags
-n
-x
--- script
x=(1 (a b)^c)
x=((a b)^$x --)
x=(1 `{echo (a b)^c})
for (i in 1 (a b)^c) echo
~ a 1 (a b)^c
x=(1 $x((a b)))
echo $x(1 2) $x((a b)) $x(1) $x()
x=(1 `{y=(a b)})
x=(1 $x())
echo (a b)^(1 2)
x=(()^b c)
--- stderr
x=(1 a b^c)
x=(a b^$x --)
x=(1 `{echo a b^c})
for(i in (1 a b^c))echo
~ a (1 a b^c)
x=(1 $x(a b))
echo $x((1 2)) $x((a b)) $x(1) $x(())
x=(1 `{y=a b})
x=(1 $x(()))
echo (a b)^(1 2)
x=(()^b c)
