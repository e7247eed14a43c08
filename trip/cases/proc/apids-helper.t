$apids lists a <{} command while it runs, with the background jobs.
--- script
echo <{sleep 0.3} >/dev/null; echo $#apids; sleep 0.5; echo $#apids
sleep 0.3 & echo <{sleep 0.3} >/dev/null; echo $#apids; wait; echo $#apids
--- stdout
1
0
2
0
