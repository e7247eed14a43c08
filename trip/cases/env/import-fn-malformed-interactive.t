# Under -i too, a syntax error in an imported definition is reported as
# a script's is, with its line and the word it is near.
--- env
fn_bad={echo x
--- rcflags
-i
--- mode
c
--- script
echo survived
bad
echo $status
--- stdout
survived
0
--- stderr
rc: line 1: syntax error near x
