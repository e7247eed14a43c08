--- script
echo; if not )
--- stderr
rc: line 1: syntax error near ')'
--- status
1
