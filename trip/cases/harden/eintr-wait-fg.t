A signal handled while waiting for a foreground command.
--- script
fn sigusr1 { echo usr1 }
{ tripping sleeping $pid; kill -USR1 $pid; >sent } &
sh -c 'while ! test -e sent; do sleep 0.01; done'
echo after $status
--- stdout
usr1
after 0
