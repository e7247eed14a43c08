--- rcflags
-e
--- script
fn sigexit {echo exit status $status}
if (false | false) echo not
false | true | true || echo not
sh -c 'exit 4' | sh -c 'exit 2' | true
echo not reached
--- stdout
not
exit status 1 2 0
