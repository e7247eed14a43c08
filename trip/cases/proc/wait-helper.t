wait without an argument takes the status of a <{} or >{} command that
already ended, as the reference does, once.
--- script
cat <{echo hi; exit 3}; wait; echo $status
wait; echo $status
fn w {echo to the pipe >$1}
w >{cat; exit 7}; sleep 0.1; wait; echo $status
--- stdout
hi
3
0
to the pipe
7
