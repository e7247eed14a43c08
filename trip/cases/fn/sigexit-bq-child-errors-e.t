--- rcflags
-e
--- script
fn sigexit {echo exiting $status}
x=`{exec >/nonexist/x || echo or}; echo $bqstatus $status $x
x=`{x=$y(a) || echo or}; echo $bqstatus $status $x
x=`{exec >/nonexist/x; echo in}; echo not reached
--- mode
both
--- stdout
exiting 1
--- stderr
rc: /nonexist/x: No such file or directory
