--- script
echo a(b c)
--- stderr
rc: line 1: syntax error near '('
--- status
1
