--- ref-differs: the reference's echo is silent and returns 0 when its output is lost (issue 12)
--- script
echo x >[1=]
echo status $status
--- stdout
status 1
--- stderr
rc: echo: write error: Bad file descriptor
