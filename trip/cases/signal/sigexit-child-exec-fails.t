# A child runs fn sigexit only when the command it was to become cannot be
# run: the one it defined itself, or, in a backquote's child, the one it
# inherited (which whatis no longer shows there).  Ending otherwise, or
# exit, runs none.
--- script
fn sigexit {echo top}
x=`{nosuchcmd}; echo A $x
x=`{whatis sigexit >[2]/dev/null; nosuchcmd}; echo B $x
x=`{exit 3}; echo C $x
@{nosuchcmd}; echo D
@{fn sigexit {echo own}; nosuchcmd}; echo E
@{fn sigexit {echo own2}; exec nosuchcmd}; echo F
@{fn sigexit {echo own3}; echo x}; echo G
fn sigexit
--- stdout
A top
B top
C
D
own
E
own2
F
x
G
--- stderr
rc: cannot find `nosuchcmd'
rc: cannot find `nosuchcmd'
rc: cannot find `nosuchcmd'
rc: cannot find `nosuchcmd'
rc: cannot find `nosuchcmd'
