--- script
a = (1 2)
echo <$a>
--- stderr
rc: line 2: syntax error near end of line
--- status
1
