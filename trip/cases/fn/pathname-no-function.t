# A name with a directory in front is a program's, never a function's.
--- script
fn /bin/echo {builtin echo F}
fn ./nosuch {builtin echo F}
fn a/b {builtin echo G}
/bin/echo x
./nosuch
a/b
exec /bin/echo y
--- stdout
x
G
y
--- stderr
rc: ./nosuch: No such file or directory
