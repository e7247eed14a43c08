# Thousands of appends and prepends keep every word in its place.
--- script
x=()
for (i in `{seq 5000}) x=($x $i)
echo $#x $x(1) $x(2) $x(2500) $x(4999) $x(5000)
y=()
for (i in `{seq 3000}) y=($i $y)
echo $#y $y(1) $y(1500) $y(3000)
x=($y $x)
echo $#x $x(3000) $x(3001) $x(8000)
~ $x(4000) 1000 && echo ok
--- stdout
5000 1 2 2500 4999 5000
3000 3000 1501 1
8000 1 1 5000
ok
