Builtin echo on /dev/full reports the lost output and fails.
--- ref-differs: the reference is silent and returns 0, losing the data (issue 12)
--- script
echo hi >/dev/full
echo status $status
--- stdout
status 1
--- stderr
rc: echo: write error: No space left on device
