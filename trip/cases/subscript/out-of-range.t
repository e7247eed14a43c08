--- script
x = (a b c)
y = $x(7)
echo $#y
--- stdout
0
