At a prompt the refusal is one line; the function is defined all the
same but SIGCHLD is not ignored: statuses are not lost, here or in a child.
--- rcflags
-i
--- mode
stdin
--- script
fn sigchld {}
whatis sigchld
sh -c 'exit 3'
echo status $status
sh -c 'sh -c ''exit 5''; echo child $?'
fn sigchld {echo handler}
echo st $status
fn sigchld
echo removed $status
whatis sigchld
--- stdout
fn sigchld {}
status 3
child 5
st 1
removed 0
--- stderr noeol
; rc: can't trap SIGCHLD
; ; ; ; ; rc: can't trap SIGCHLD
; ; ; ; sigchld not found
; 
--- status
1
