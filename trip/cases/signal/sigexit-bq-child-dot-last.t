--- file inc.rc
sh -c 'kill -TERM $$' | sh -c 'kill -HUP $$' | true
--- rcflags
-e
--- script
fn sigexit {echo exit status $status}
x = `{. inc.rc}
echo $#x $x
--- stdout
exit status 1
--- stderr
hangup
