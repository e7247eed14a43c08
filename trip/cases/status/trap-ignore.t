--- script
fn sigusr1 {}
kill -USR1 $pid
echo survived
--- stdout
survived
