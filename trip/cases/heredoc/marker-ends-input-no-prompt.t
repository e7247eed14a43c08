--- script noeol
fn prompt {false}
cat <<EOF
h
EOF
--- rcflags
-i
--- stdout
h
--- stderr noeol
; ; 
