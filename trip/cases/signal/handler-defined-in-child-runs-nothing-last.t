A signal handler a child defines and then calls as its last command runs nothing, as by exec (the reference drops it first); ours crashed on the freed function.
--- script
fn sigint {echo int}
x=`{fn sigint {echo two}; sigint}; echo $status $#x
@{fn sighup {echo h}; sighup}; echo $status
{fn sigusr1 {echo u}; sigusr1} | cat; echo $status
--- stdout
0 0
0
0 0
