# Under -e a child that fails before its last command ends there and runs
# fn sigexit (its own, or a backquote's inherited one), whose status it
# exits with; a failing last command leaves -e to the parent.
--- rcflags
-e
--- script
@{fn sigexit {echo own}; false; echo after}; echo A $status
@{fn sigexit {echo own2}; echo $b(a); echo after}; echo B $status
fn sigexit {echo top}
x=`{whatis nosuch >[2]/dev/null; echo after}; echo C $x
x=`{whatis nosuch >[2]/dev/null}; echo D $x
--- stdout
own
A 0
own2
B 0
C top
top
--- stderr
rc: line 2: bad subscript
