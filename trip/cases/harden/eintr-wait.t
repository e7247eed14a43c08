A signal handled during wait.
--- script
fn sigusr1 { echo usr1 }
{ tripping sleeping $pid; kill -USR1 $pid; >sent } &
sh -c 'while ! test -e sent; do sleep 0.01; done' &
wait $apid
echo after
--- stdout
usr1
after
