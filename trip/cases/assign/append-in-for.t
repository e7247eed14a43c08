# A for list is read once: appending to the same variable in the body does not extend the loop.
--- script
x=(a b c)
for (i in $x) x=($x $i)
echo $x
for (i in $x) x=(- $x)
echo $#x $x(1) $x(12)
for (i in $x) {x=($x $#x); if (~ $#x 20) break}
echo $#x $x(20)
--- stdout
a b c a b c
12 - c
20 19
