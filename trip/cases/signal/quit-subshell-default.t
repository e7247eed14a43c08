A subshell, a pipeline's element and a background job get SIGQUIT back at
its default.
--- script
@{sh -c 'kill -QUIT $PPID'; echo sub alive}; echo sub $status
{sh -c 'kill -QUIT $PPID'; echo pipe alive} | cat; echo pipe $status
--- stdout
sub sigquit
pipe sigquit 0
--- stderr
quit
quit
