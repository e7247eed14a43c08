wait PID ends at a caught signal too; the status is then false, then
the handler's.  The sender lives on after its kill.
--- timeout
8
--- script
fn sigusr1 {echo caught $status}
sleep 15 >/dev/null &
s = $apid
{ tripping sleeping $pid; kill -USR1 $pid; sleep 15 } >/dev/null &
wait $s
echo after $status
kill $apids
--- stdout
caught 1
after 0
