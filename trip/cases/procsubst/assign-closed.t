The pipe of <{} in an assignment is closed when the assignment ends, as
for any command: a later command cannot read it.  With the command on
the same line, it reads it.
--- ref-differs: the reference keeps the pipe until the end of the input line (a loop of such assignments runs out of descriptors) and aborts when it is used on a later line (issue 12)
--- script
x = <{echo hi}; cat $x >[2]/dev/null; echo st $status
x = <{echo hi} cat $x
--- stdout
st 1
hi
