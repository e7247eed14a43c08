--- rcflags
-i
--- script
echo a
echo (
echo b
--- stdout
a
--- stderr noeol
; ; rc: syntax error
; 
