--- script
tripping bytes 'echo\nfn f {\necho a\necho a |[\n}\necho after\n' >s1
tripping bytes 'echo a |[\n\n\n}\n' >s2
tripping bytes '{echo a |[\n}\n}\n' >s3
tripping bytes 'echo a >[2=x]\necho b |[\n}\n' >s4
for (f in s1 s2 s3 s4) {rc -n $f; rc -i <$f}
--- stdout

after
--- stderr noeol
rc: line 3: expected digit after '[' near end of line
rc: line 4: syntax error near '}'
; ; rc: expected digit after '['
; rc: syntax error
; ; rc: line 0: expected digit after '[' near end of line
rc: line 3: syntax error near '}'
; rc: expected digit after '['
; ; ; rc: syntax error
; rc: line 0: expected digit after '[' near end of line
rc: line 1: syntax error near '}'
rc: line 2: syntax error near '}'
; rc: expected digit after '['
; rc: syntax error
; rc: syntax error
; rc: line 0: expected digit or ']' after '=' near end of line
rc: line 0: expected digit after '[' near end of line
rc: line 1: syntax error near '}'
; rc: expected digit or ']' after '='
; rc: expected digit after '['
; rc: syntax error
; 
