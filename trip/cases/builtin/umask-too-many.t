--- script
umask 1 2
echo $status
--- stdout
1
--- stderr
rc: too many arguments to umask
