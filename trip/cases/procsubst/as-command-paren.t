# In parentheses, and after an assignment prefix, the same.
--- script
echo before
x=1 (>{cat})
echo not reached
--- stdout
before
--- stderr
rc: line 2: named pipes cannot be executed as commands
--- status
1
