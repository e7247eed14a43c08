The refusal stops a list of names at sigchld.
--- mode
c
--- script
fn sigint sigchld sigterm {echo x}; echo not reached
--- stderr
rc: line 0: can't trap SIGCHLD
--- status
1
