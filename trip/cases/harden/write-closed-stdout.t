Writing to a closed stdout: builtin echo and an external command both report it.
--- ref-differs: the reference's echo is silent and returns 0, losing the data (issue 12)
--- script
echo hi >[1=]
echo status $status
/bin/echo hi >[1=]
echo status $status
--- stdout
status 1
status 1
--- stderr
rc: echo: write error: Bad file descriptor
/bin/echo: write error: Bad file descriptor
