--- script
fn prompt {false}
cat <<''
h
--- rcflags
-i
--- stdout
h
--- stderr noeol
; ; 
