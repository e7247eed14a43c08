--- script
nosuchcmd
echo $status
--- stdout
1
--- stderr
rc: cannot find `nosuchcmd'
