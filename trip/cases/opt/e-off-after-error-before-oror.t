--- rcflags
-e
-i
--- script
eval '^' || true
false; echo after
--- mode
c
--- stdout
after
--- stderr
rc: line 1: syntax error near '^'
