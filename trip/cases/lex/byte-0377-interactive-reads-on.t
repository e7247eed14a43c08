--- script
tripping bytes 'echo ''a\377b''\necho (\n' >s1
tripping bytes 'cat <<EOF\na\377b\nEOF\necho d\n' >s2
tripping bytes '{echo a\377b}\necho d\n' >s3
for (f in s1 s2 s3) {rc -i $f; rc -n $f; rc $f; echo status $status}
tripping bytes 'echo a \\\377b; echo c\n' >s4
rc -i s4 | od -An -c
rc s4 | od -An -c
--- stdout
status 1
d
status 1
d
status 1
   a       \ 377   b  \n   c  \n
   a       \ 377   b  \n   c  \n
--- stderr noeol
; rc: eof in quoted string
; rc: eof in quoted string
; rc: line 1: eof in quoted string near eof
rc: line 1: eof in quoted string near eof
; rc: heredoc incomplete
; rc: cannot find `b'
; rc: cannot find `EOF'
; ; rc: line 3: heredoc incomplete near eof
rc: line 3: heredoc incomplete near eof
; rc: syntax error
; rc: syntax error
; ; rc: line 1: syntax error near a
rc: line 1: syntax error near a
; ; 
