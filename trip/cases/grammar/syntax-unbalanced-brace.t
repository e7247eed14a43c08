--- script
{ echo a
--- stderr
rc: line 2: syntax error near eof
--- status
1
