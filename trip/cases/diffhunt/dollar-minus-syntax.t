--- script
echo $-1
--- stderr
rc: line 1: syntax error near '-'
--- status
1
