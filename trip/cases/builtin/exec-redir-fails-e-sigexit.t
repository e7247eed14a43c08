--- rcflags
-e
--- script
fn sigexit {echo exiting $status}
echo before >out
exec >out >/nonexist/y
echo not reached
--- mode
both
--- stderr
rc: /nonexist/y: No such file or directory
rc: /nonexist/y: No such file or directory
--- status
1
