--- rcflags
-e
--- script
fn sigexit {echo exiting $status}
exec >/nonexist/x || echo or
--- mode
both
--- stdout
exiting 1
--- stderr
rc: /nonexist/x: No such file or directory
