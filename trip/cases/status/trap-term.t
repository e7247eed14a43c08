--- script
fn sigusr1 { echo got-usr1 }
kill -USR1 $pid
echo after
--- stdout
got-usr1
after
