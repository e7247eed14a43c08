A signal caught during wait runs its handler at once.  The newest job,
waited for first, is the long one; the sender lives on after its kill.
--- timeout
8
--- script
fn sigusr1 {echo caught; kill $apids; exit 3}
{ tripping sleeping $pid; kill -USR1 $pid; sleep 15 } >/dev/null &
sleep 15 >/dev/null &
wait
echo not reached
--- stdout
caught
--- status
3
