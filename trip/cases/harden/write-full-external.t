An external command reports its own write error.
--- script
/bin/echo hi >/dev/full
echo status $status
--- stdout
status 1
--- stderr
/bin/echo: write error: No space left on device
