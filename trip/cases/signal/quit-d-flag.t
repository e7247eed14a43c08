Under -d SIGQUIT keeps its default and ends rc.
--- rcflags
-d
--- script
sh -c 'kill -QUIT $PPID'
echo not reached
--- status
131
