--- script
for (i in a b
echo $i
--- stderr
rc: line 1: syntax error near end of line
--- status
1
