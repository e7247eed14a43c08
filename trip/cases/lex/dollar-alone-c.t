--- mode
c
--- script
echo $
--- stderr
rc: line 1: syntax error near eof
--- status
1
