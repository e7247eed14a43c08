--- script
x = (a b c)
y = $x(1 2)
echo $#y
--- stdout
2
