A signal ignored by an empty fn sigXXX stays ignored in a command; the
hex digit shown holds sigusr2's bit (the environment may ignore others).
--- script
fn usr2 { awk '/^SigIgn/ { print substr($2, 14, 1) }' /proc/self/status }
usr2
fn sigusr2 {}
usr2
fn sigusr2
usr2
--- stdout
0
8
0
