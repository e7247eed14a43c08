A fn prompt that ends in an error is skipped before the next line, as in the reference, so the shell reads on (it ran the failing prompt for ever instead).
--- rcflags
-i
--- mode
stdin
--- timeout
10
--- script
fn prompt {x=$y(a)}
echo one
fn prompt {eval 'cat <<DOT'}
echo two
fn prompt {break}
echo three
fn prompt
echo four
--- stdout
one
two
three
four
--- stderr noeol
; rc: bad subscript
; rc: bad subscript
; rc: line 1: heredoc incomplete near DOT
; rc: line 1: heredoc incomplete near DOT
; rc: break outside of loop
; rc: break outside of loop
; ; ; 
