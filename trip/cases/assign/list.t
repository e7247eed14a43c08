--- script
a = (x y z)
echo $#a $a
--- stdout
3 x y z
