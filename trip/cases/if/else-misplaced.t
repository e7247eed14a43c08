--- script
if (false) echo a || else echo b || else echo c
--- stderr
rc: line 1: syntax error near else
--- status
1
