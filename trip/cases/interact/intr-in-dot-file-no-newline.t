# A ^C that stops a command of a file read by . (not . -i) at a prompt
# gives no new line: -i is off while the file is read, as in the
# reference, and the newline is for a prompt's ^C.
--- rcflags
-i
--- mode
stdin
--- file inc.rc
sh -c 'kill -INT $PPID' | cat
echo not reached
--- script
. inc.rc
echo after dot
@{sh -c 'kill -INT $PPID'}
echo after subshell
--- stdout
after dot
after subshell
--- stderr noeol
; ; ; 
; ; 
