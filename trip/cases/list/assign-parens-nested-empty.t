--- script
x = (() ())
echo $#x
--- stdout
0
