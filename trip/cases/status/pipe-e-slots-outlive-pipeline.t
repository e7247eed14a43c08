--- rcflags
-e
--- script
fn sigexit {echo exit status $status}
sh -c 'exit 7' | sh -c 'exit 8' | sh -c 'exit 9' || true
x=`{sh -c 'exit 6' | true}
@{sh -c 'exit 5' | true} || true
sh -c 'exit 4' | false | true
--- stdout
exit status 7 1 0
