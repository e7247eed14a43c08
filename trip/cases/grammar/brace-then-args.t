--- script
{ echo a } b
--- stderr
rc: line 0: syntax error near b
--- status
1
