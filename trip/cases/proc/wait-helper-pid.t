wait PID takes the status of a <{} command, running or ended; after
that the pid is no child of rc's.
--- script
echo <{sleep 0.3; exit 3} >/dev/null; p = $apids
wait $p; echo $status
echo <{sleep 0.2; exit 6} >/dev/null; p = $apids; sleep 0.4
wait $p; echo $status
wait $p >[2]/dev/null; echo $status
--- stdout
3
6
1
