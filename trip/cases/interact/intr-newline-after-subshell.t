--- rcflags
-i
--- mode
stdin
--- script
sh -c 'kill -INT $PPID'
echo after program
@{sh -c 'kill -INT $PPID'}
echo after subshell
x = `{sh -c 'kill -INT $PPID'}
echo after backquote
{sh -c 'kill -INT $PPID'} >/dev/null
echo after redirected group
sh -c 'kill -INT $PPID' | cat
echo after pipeline
--- stdout
after program
after subshell
after backquote
after redirected group
after pipeline
--- stderr noeol
; ; ; 
; ; 
; ; 
; ; 
; ; 
