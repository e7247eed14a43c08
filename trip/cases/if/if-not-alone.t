--- script
if not echo b
echo $status
--- stderr
rc: line 1: `if not' must follow `if'
--- status
1
