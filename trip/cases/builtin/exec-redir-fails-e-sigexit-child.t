--- rcflags
-e
--- script
fn sigexit {echo exiting $status}
@{fn sigexit {echo in}; exec >/nonexist/x}
echo not reached
--- stdout
exiting 1
--- stderr
rc: /nonexist/x: No such file or directory
rc: /nonexist/x: No such file or directory
