--- script
echo abc >f; cat <>[0]f
--- stderr
rc: line 1: syntax error near ']'
--- status
1
