# A ^C that ends a login shell in .rcrc runs fn sigexit with $status as it
# was, as a script's does, and the exit status is what the handler leaves.
--- file .rcrc
fn sigexit {echo bye $status; false}
sh -c 'kill -INT $PPID'
echo not reached
--- rcflags
-l
--- script
echo not reached either
--- stdout
bye 0
--- status
1
