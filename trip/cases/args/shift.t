--- args
a
b
c
--- script
shift
echo $*
shift 2
echo $#*
--- stdout
b c
0
