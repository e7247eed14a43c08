SIGQUIT is caught to do nothing, in a script too: rc goes on; a wait it
interrupts fails.
--- script
sh -c 'kill -QUIT $PPID'; echo alive $status
sh -c 'sleep 0.5; kill -QUIT '$pid & wait; echo wait $status
--- stdout
alive 0
wait 0
