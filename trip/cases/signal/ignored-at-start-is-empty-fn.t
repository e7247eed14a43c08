--- file s.rc
whatis sigint sighup sigusr1
kill -INT $pid; kill -HUP $pid
echo still here
--- script
sh -c 'trap "" INT HUP; exec rc s.rc'
--- stdout
fn sigint {}
fn sighup {}
still here
--- stderr
sigusr1 not found
