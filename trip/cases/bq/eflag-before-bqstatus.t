--- rcflags
-e
--- script
fn sigexit {echo bqstatus is $bqstatus}
x = `{true}
x = `{false}
echo not reached
--- stdout
bqstatus is 0
