--- script
tripping bytes 'echo \000a\necho ''b\000''\n' >s
rc -i s
rc -n -i <s
rc s
--- stdout
a
b
a
b
--- stderr
; rc: warning: null character ignored
; rc: warning: null character ignored
; ; rc: warning: null character ignored
; rc: warning: null character ignored
; rc: line 1: warning: null character ignored
rc: line 2: warning: null character ignored
