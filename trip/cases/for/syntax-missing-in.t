--- script
for (i a b) echo $i
--- stderr
rc: line 1: syntax error near a
--- status
1
