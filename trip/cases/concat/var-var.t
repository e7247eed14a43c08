--- script
a = (1 2)
b = (x y)
echo $a^$b
--- stdout
1x 2y
