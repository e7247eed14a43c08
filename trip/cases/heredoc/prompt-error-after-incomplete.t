--- rcflags
-i
--- mode
stdin
--- script
eval 'cat <<DOT'
echo )
echo after
eval 'cat <<DOT'
eval 'cat <<DOT'
echo )
eval 'echo )'
--- stdout
after
--- stderr noeol
; rc: line 1: heredoc incomplete near DOT
; rc: syntax error
; ; rc: line 1: heredoc incomplete near DOT
; rc: line 1: heredoc incomplete near DOT
; rc: syntax error
; rc: line 1: syntax error near ')'
; 
