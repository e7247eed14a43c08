# At a prompt, with -n and in a script alike, a byte 0377 is read as a
# byte of a word.
--- ref-differs: the reference's characters are signed: it takes the byte for the end of its input, then reads on at a prompt (doc/rc.1, DIFFERENCES)
--- script
tripping bytes 'echo ''a\377b''\necho (\n' >s1
tripping bytes 'cat <<EOF\na\377b\nEOF\necho d\n' >s2
tripping bytes '{echo a\377b}\necho d\n' >s3
for (f in s1 s2 s3) {rc -i $f | od -An -c; rc -n $f; rc $f | od -An -c; echo status $status}
tripping bytes 'echo a \\\377b; echo c\n' >s4
rc -i s4 | od -An -c
rc s4 | od -An -c
--- stdout
   a 377   b  \n
   a 377   b  \n
status 1 0
   a 377   b  \n   d  \n
   a 377   b  \n   d  \n
status 0 0
   a 377   b  \n   d  \n
   a 377   b  \n   d  \n
status 0 0
   a       \ 377   b  \n   c  \n
   a       \ 377   b  \n   c  \n
--- stderr noeol
; ; rc: syntax error
; rc: line 3: syntax error near eof
rc: line 3: syntax error near eof
; ; ; ; ; ; ; ; 
