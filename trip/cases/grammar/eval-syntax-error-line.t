# A syntax error in eval'd text, numbered the same way.
--- script
echo
eval 'echo

if'
--- stdout


--- stderr
rc: line 6: syntax error near if
--- status
1
