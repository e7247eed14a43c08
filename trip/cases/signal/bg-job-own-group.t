A background job runs in a process group of its own, with SIGINT and
SIGQUIT at their defaults.  (wait prints the pid of each job a signal
killed, and its message: none for sigint.)
--- script
sleep 60 &
g=`{ps -o pgid= -p $apid}
~ $g $apid && echo own group
kill $apid
wait >[2]/dev/null
{sh -c 'kill -INT $PPID'; echo bg alive} & wait $apid; echo int $status
{sh -c 'kill -QUIT $PPID'; echo bg alive} & wait $apid; echo quit $status
--- stderr-match
[0-9]+: [0-9]+: quit
--- stdout
own group
int sigint
quit sigquit
