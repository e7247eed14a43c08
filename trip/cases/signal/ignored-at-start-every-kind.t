--- file s.rc
for (s in hup quit term usr1 usr2 alrm pipe) {
	fn sig$s {echo caught $s}
	kill -$s $pid
}
echo done
--- script
sh -c 'trap "" HUP QUIT TERM USR1 USR2 ALRM PIPE; exec rc s.rc'
--- stdout
caught hup
caught quit
caught term
caught usr1
caught usr2
caught alrm
caught pipe
done
