--- script
fn sigusr1 {}
@{ sh -c 'kill -USR1 $PPID'; echo survived }
echo status $status
--- stdout
survived
status 0
