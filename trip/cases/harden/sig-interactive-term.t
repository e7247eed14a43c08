An interactive rc ignores SIGTERM.
--- script
rc -i -c 'kill -TERM $pid; echo survived term' >[2]/dev/null
echo status $status
--- stdout
survived term
status 0
