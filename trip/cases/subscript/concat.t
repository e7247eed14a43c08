--- script
x = (a b c)
echo $x(2)^z
--- stdout
bz
