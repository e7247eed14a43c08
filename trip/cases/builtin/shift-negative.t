--- args
a
--- script
shift -1
echo $status
--- stdout
1
--- stderr
rc: `-1' is a bad number
