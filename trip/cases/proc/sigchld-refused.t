fn sigchld {} is refused in a script: the script stops there.
--- script
echo before
fn sigchld {}
echo not reached
--- stdout
before
--- stderr
rc: line 2: can't trap SIGCHLD
--- status
1
