SIGQUIT is caught to do nothing, in a script too: rc goes on; a wait it
interrupts fails at once, and the job is still there for the next wait.
(The job waits 0.3 s before it signals, so that rc is in wait by then,
also in the slow sanitizer build.)
--- script
sh -c 'kill -QUIT $PPID'; echo alive $status
sh -c 'sleep 0.3; kill -QUIT '$pid'; sleep 1; exit 3' & wait; echo wait $status
wait; echo again $status
--- stdout
alive 0
wait 1
again 3
