A signal handled while waiting for a foreground command.
--- script
fn sigusr1 { echo usr1 }
{ sleep 0.3; kill -USR1 $pid } &
sleep 1.5
echo after $status
--- stdout
usr1
after 0
