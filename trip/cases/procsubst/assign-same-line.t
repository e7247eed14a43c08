The pipe of <{} in an assignment is kept for the commands after it on
the same line, until one of them, run in the shell, ends: the second
cat finds the pipe closed.
--- script
x = <{echo hi}; cat $x
x = <{echo one}; y = <{echo two}; cat $x $y
x = <{echo once}; cat $x; cat $x >[2]/dev/null; echo status $status
--- stdout
hi
one
two
once
status 1
