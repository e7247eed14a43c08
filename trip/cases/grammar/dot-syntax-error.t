--- script
echo 'echo (' > bad.rc
. bad.rc
echo after $status
--- stderr
rc: line 2: syntax error near eof
--- status
1
