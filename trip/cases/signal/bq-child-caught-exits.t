A backquote's child keeps the signals rc catches caught (SIGINT, SIGQUIT,
a fn sigusr1's): one of them ends it with status 1.  SIGTERM, which a
script does not catch, kills it.
--- script
x=`{sh -c 'kill -INT $PPID'; echo alive}; echo int $#x $bqstatus
x=`{sh -c 'kill -QUIT $PPID'; echo alive}; echo quit $#x $bqstatus
fn sigusr1 {echo parent}
x=`{sh -c 'kill -USR1 $PPID'; echo alive}; echo usr1 $#x $bqstatus
x=`{sh -c 'kill -TERM $PPID'; echo alive}; echo term $#x $bqstatus
x=`{@{sh -c 'kill -INT $PPID'; echo alive}; echo $status}; echo sub $x
--- stdout
int 0 1
quit 0 1
usr1 0 1
term 0 sigterm
sub sigint
--- stderr
terminated
