--- rcflags
-i
--- mode
stdin
--- script
echo a; eval 'cat <<EOF
no end'
if (true) echo )
echo b
--- stdout
a
b
--- stderr noeol
; rc: line 3: heredoc incomplete near eof
; rc: syntax error
; ; 
