--- rcflags
-e
-i
--- script
true && {eval '^'; true}
false; echo not reached
--- mode
c
--- stderr
rc: line 1: syntax error near '^'
--- status
1
