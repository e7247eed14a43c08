A signal handled during wait.
--- script
fn sigusr1 { echo usr1 }
{ sleep 0.3; kill -USR1 $pid } &
sleep 1.5 &
wait $apid
echo after
--- stdout
usr1
after
