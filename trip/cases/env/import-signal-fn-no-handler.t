--- env
fn_sigusr1={echo usr1}
--- script
sh -c 'kill -USR1 $PPID'
echo not reached
--- status
138
