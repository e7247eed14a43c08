--- script
echo ok
if
--- stdout
ok
--- stderr
rc: line 2: syntax error near end of line
--- status
1
