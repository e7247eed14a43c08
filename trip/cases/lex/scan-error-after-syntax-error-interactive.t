# The same at a prompt: both errors, and rc reads on.
--- rcflags
-i
--- mode
stdin
--- script
echo ) >[x]
echo ) 'a
b'
echo after
--- stdout
after
--- stderr noeol
; rc: syntax error
rc: expected digit after '['
; ; ; 
