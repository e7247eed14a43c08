A script's ^C: fn sigexit sees $status as it was and rc exits with what
it leaves, even when the ^C came in the last command.
--- script
fn sigexit {echo bye $status}
false
sh -c 'kill -INT $PPID'
echo not reached
--- stdout
bye 0
