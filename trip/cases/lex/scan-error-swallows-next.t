# A lexical error said while the parser skips after a syntax error
# swallows the next error of either kind, on a later line too: the
# unterminated quote on line 2 goes unsaid, and the syntax error it makes
# with it; the ')' on line 4 is said again.
--- script
tripping bytes 'else ''x\377\necho ''y\377\necho c\n)\necho d\n)\n' >s
rc -i <s
--- stdout
c
d
--- stderr noeol
; rc: syntax error
rc: eof in quoted string
; ; ; ; ; rc: syntax error
; ; rc: syntax error
; 
