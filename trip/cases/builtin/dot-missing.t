--- script
. ./nosuch.rc
echo $status
--- stdout
1
--- stderr
rc: ./nosuch.rc: No such file or directory
