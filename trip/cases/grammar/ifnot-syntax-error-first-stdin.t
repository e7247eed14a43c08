--- mode
stdin
--- script
o;if not)
echo next
--- stderr
rc: line 1: syntax error near ')'
--- status
1
