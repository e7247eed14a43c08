--- script
* = (a b)
shift ''
echo $status $*
--- stdout
0 a b
