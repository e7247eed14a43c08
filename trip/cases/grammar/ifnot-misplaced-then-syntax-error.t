# The syntax error comes first: the misplaced if not is only an error
# once its list closes, whichever yacc built the parser.
--- script
true; if not echo )
echo not reached
--- mode
stdin
--- stderr
rc: line 1: syntax error near ')'
--- status
1
