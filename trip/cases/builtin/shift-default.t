--- args
a
b
--- script
shift
echo $*
--- stdout
b
