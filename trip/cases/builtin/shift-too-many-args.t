--- args
a
b
--- script
shift 1 2
echo $status
--- stdout
1
--- stderr
rc: too many arguments to shift
