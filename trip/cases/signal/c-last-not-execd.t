The last command of -c is forked, not run in rc's place: a signal that
kills it is reported, status 1; a SIGQUIT it sends rc finds rc's catcher.
--- mode
c
--- script
sh -c 'kill -QUIT $PPID'; sh -c 'kill -TERM $$'
--- stderr
terminated
--- status
1
