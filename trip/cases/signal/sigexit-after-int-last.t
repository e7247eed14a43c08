--- script
fn sigexit {echo bye $status; false}
sh -c 'kill -INT $PPID'
--- stdout
bye 0
--- status
1
