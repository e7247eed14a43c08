--- args
a
--- script
shift x
echo $status
--- stdout
1
--- stderr
rc: `x' is a bad number
