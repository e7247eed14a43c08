# A lexical error said while the parser skips after a syntax error
# swallows the next error of either kind, on a later line too: the
# bad descriptor on line 2 goes unsaid, and the syntax error it makes
# with it; the ')' on line 4 is said again.
--- script
tripping bytes 'else >[x\necho >[y\necho c\n)\necho d\n)\n' >s
rc -i <s
--- stdout
c
d
--- stderr noeol
; rc: syntax error
rc: expected digit after '['
; ; ; rc: syntax error
; ; rc: syntax error
; 
