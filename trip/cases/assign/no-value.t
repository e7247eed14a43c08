--- script
a =
echo $#a
--- stderr
rc: line 1: syntax error near end of line
--- status
1
