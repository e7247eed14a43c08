Writing to a closed stdout: builtin echo is silent like the reference; an external command reports.
--- script
echo hi >[1=]
echo status $status
/bin/echo hi >[1=]
echo status $status
--- stdout
status 0
status 1
--- stderr
/bin/echo: write error: Bad file descriptor
