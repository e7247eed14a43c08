--- args
a
b
--- script
* = (x y z)
echo $* $#* $1
--- stdout
x y z 3 x
