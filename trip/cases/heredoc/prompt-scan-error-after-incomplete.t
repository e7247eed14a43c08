--- rcflags
-i
--- mode
stdin
--- script
eval 'cat <<DOT'
echo >[1=x]
eval 'cat <<A; cat <<B'
echo ok
--- stdout
ok
--- stderr noeol
; rc: line 1: heredoc incomplete near DOT
; rc: expected digit or ']' after '='
; rc: line 1: heredoc incomplete near B
; ; 
