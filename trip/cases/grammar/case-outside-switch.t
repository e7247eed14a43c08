--- script
case x
echo $status
--- stderr
rc: line 1: syntax error near case
--- status
1
