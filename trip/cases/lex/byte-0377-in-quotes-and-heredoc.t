# A byte 0377 in a quoted word, a heredoc or a braced block is a byte of
# the text, not the end of the input.
--- ref-differs: the reference's characters are signed: it takes the byte for the end of its input, inside a quoted word or heredoc too (doc/rc.1, DIFFERENCES)
--- script
tripping bytes 'echo ''a\377b''\necho d\n' >s
rc s | od -An -c; echo status $status
tripping bytes 'cat <<EOF\na\377b\nEOF\necho d\n' >s
rc s | od -An -c; echo status $status
s=``(){tripping bytes 'if (true) {\necho x\377\n}\necho d\n'}
rc -c $s | od -An -c; echo status $status
--- stdout
   a 377   b  \n   d  \n
status 0 0
   a 377   b  \n   d  \n
status 0 0
   x 377  \n   d  \n
status 0 0
