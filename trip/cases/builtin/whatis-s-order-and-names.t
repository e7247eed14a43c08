# whatis -s: the handlers, after variables and functions and before
# builtins; with names, -s finds handlers among the functions.
--- script
fn sigint {echo}; fn f {}
whatis -s sigint
whatis -s f
whatis -sv sigint
whatis -s sigexit
whatis -sf | grep -v '^fn sig'
whatis -sb | sed -n '64,66p'
fn sigquit {}; whatis -s | sed -n '1,4p'
--- stdout
fn sigint {echo}
fn sigint {echo}
fn f {}
fn sigunknown64
builtin break
builtin builtin
fn sighup
fn sigint
fn sigquit {}
fn sigill
--- stderr
f not found
sigexit not found
