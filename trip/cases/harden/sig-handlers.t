fn sigterm, sighup and sigint catch the signals and the script goes on.
--- script
fn sigterm { echo term }
fn sighup { echo hup }
fn sigint { echo int }
kill -TERM $pid
kill -HUP $pid
kill -INT $pid
echo after
--- stdout
term
hup
int
after
