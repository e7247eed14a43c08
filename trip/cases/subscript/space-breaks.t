--- script
x = (a b c)
echo $x (2)
--- stdout
a b c 2
