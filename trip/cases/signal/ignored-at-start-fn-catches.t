--- file s.rc
fn sigint {echo caught int}
kill -INT $pid
echo after
fn sigint
kill -INT $pid
echo not reached
--- script
sh -c 'trap "" INT; exec rc s.rc'
echo status $status
--- stdout
caught int
after
status sigint
