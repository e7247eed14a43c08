--- file s.rc
whatis sigusr1
kill -USR1 $pid
echo after
--- env
fn_sigusr1={echo imported}
--- script
sh -c 'trap "" USR1; exec rc s.rc'
--- stdout
fn sigusr1 {}
after
