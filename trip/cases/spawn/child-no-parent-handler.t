--- script
fn sigint { echo parent handler }
@{ sh -c 'kill -INT $PPID'; echo survived }
echo status $status
fn sigterm { echo term handler }
@{ sh -c 'kill -TERM $PPID'; echo survived }
echo status $status
--- stdout
status sigint
status sigterm
--- stderr
terminated
