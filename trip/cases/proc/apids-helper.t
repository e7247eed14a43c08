$apids lists a <{} command until rc claims it, with the background jobs;
rc claims an ended one as it waits for a command.  (tripping ended
waits until the <{} command has ended, not a time.)
--- script
echo <{sleep 0.3} >/dev/null; echo $#apids; tripping ended $apids; true; echo $#apids
sleep 0.3 & echo <{sleep 0.3} >/dev/null; echo $#apids; wait; echo $#apids
--- stdout
1
0
2
0
