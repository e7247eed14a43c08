--- script
path = ()
ls
echo $status
--- stdout
1
--- stderr
rc: cannot find `ls'
