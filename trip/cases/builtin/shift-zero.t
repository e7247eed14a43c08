--- args
a
--- script
shift 0
echo $*
--- stdout
a
