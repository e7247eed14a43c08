SIGQUIT is caught to do nothing, in a script too: rc goes on; a wait it
interrupts fails at once, and the job is still there for the next wait.
--- script
sh -c 'kill -QUIT $PPID'; echo alive $status
sh -c 'kill -QUIT '$pid'; sleep 1; exit 3' & wait; echo wait $status
wait; echo again $status
--- stdout
alive 0
wait 1
again 3
