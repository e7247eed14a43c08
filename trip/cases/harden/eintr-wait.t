A signal handled during wait.  wait $apid returns when the signal
comes, so the last wait lets the loop see sent before the case's
directory goes (without it the loop was left running for ever).
--- script
fn sigusr1 { echo usr1 }
{ tripping sleeping $pid; kill -USR1 $pid; >sent } &
sh -c 'while ! test -e sent; do sleep 0.01; done' &
wait $apid
echo after
wait
--- stdout
usr1
after
