A syntax error inside a condition in a . -i session leaves -e off, as at the top (the reference keeps its flag then).
--- rcflags
-e
--- file inc.rc
if (eval 'echo (') echo x
false
echo after
--- script
. -i inc.rc
echo after dot
--- stdout
after
after dot
--- stderr noeol
; rc: line 1: syntax error near eof
; ; ; 
