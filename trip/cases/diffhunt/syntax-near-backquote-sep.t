--- script
echo `` b c {echo x}
--- stderr
rc: line 1: syntax error near '{'
--- status
1
