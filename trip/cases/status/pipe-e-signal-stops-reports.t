--- rcflags
-e
--- script
fn sigexit {echo exit status $status}
sh -c 'kill -TERM $$' | sh -c 'kill -HUP $$' | true
--- stdout
exit status 0 sighup 0
--- stderr
hangup
