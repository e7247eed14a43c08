Interactive, rc catches SIGTERM and SIGQUIT to do nothing; a backquote's
child then exits 1 on them, a subshell dies.
--- rcflags
-i
--- script
sh -c 'kill -TERM $PPID'; echo after term
sh -c 'kill -QUIT $PPID'; echo after quit
x=`{sh -c 'kill -TERM $PPID'; echo alive}; echo bq $#x $bqstatus
@{sh -c 'kill -TERM $PPID'; echo alive}; echo sub $status
--- stdout
after term
after quit
bq 0 1
sub sigterm
--- stderr noeol
; ; ; ; terminated
; 
