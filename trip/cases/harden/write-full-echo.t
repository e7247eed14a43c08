Builtin echo on /dev/full: silent, status 0, like the reference.
--- script
echo hi >/dev/full
echo status $status
--- stdout
status 0
