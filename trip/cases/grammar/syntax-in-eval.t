--- script
eval 'echo ('
echo $status
--- stderr
rc: line 1: syntax error near eof
--- status
1
