--- script
@{ sh -c 'kill -INT $PPID'; echo survived }
echo status $status
--- stdout
status sigint
