A signal ignored when rc starts shows as fn NAME {} in whatis -s.
--- script
sh -c 'trap "" HUP USR2; exec rc -c ''whatis -s''' | grep 'hup\|usr2'
--- stdout
fn sighup {}
fn sigusr2 {}
