--- script
@{ sh -c 'kill -TERM $PPID'; echo survived }
echo status $status
--- stdout
status sigterm
--- stderr
terminated
