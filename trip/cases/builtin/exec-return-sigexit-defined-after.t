# After exec of a function that return left, reading on fails and ends
# the shell with status 1, and a fn sigexit defined after the exec does
# not run, as in the reference.
--- script
fn g {exec return 2}; g; echo $status
fn sigexit {echo exiting $status}
echo next
--- stdout
2
next
--- stderr
rc: read: Bad file descriptor
--- status
1
