SIGQUIT is caught to do nothing, in a script too: rc goes on; a wait it
interrupts fails at once, and the job is still there for the next wait.
(The job signals once rc sleeps in the wait, and ends once rc sleeps
again, in the second wait: synchronised on rc's state, not on time.)
--- script
sh -c 'kill -QUIT $PPID'; echo alive $status
sh -c 'tripping sleeping '$pid'; kill -QUIT '$pid'; tripping sleeping '$pid'; exit 3' & wait; echo wait $status
wait; echo again $status
--- stdout
alive 0
wait 1
again 3
