--- script
flag
echo $status
flag xy
echo $status
flag z ++
echo $status
--- stdout
1
1
1
--- stderr
rc: not enough arguments to flag
usage: flag f [ + | - ]
usage: flag f [ + | - ]
