--- rcflags
-e
-i
--- script
if (eval '^') true
false; echo after if
while (eval '^') true
false; echo after while
--- mode
c
--- stdout
after if
after while
--- stderr
rc: line 1: syntax error near '^'
rc: line 1: syntax error near '^'
