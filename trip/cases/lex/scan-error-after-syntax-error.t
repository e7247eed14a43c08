# A lexical error met while the parser skips the rest of a line after a
# syntax error is reported as well.
--- mode
c
--- script
echo ) 'a
--- stderr
rc: line 1: syntax error near ')'
rc: line 1: eof in quoted string near eof
--- status
1
