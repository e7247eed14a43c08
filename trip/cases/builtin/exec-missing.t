--- script
exec nosuchcommand
echo not reached
--- stderr
rc: cannot find `nosuchcommand'
--- status
1
