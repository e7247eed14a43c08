# The byte 0377 is a byte of a word like any other over 0177, from a
# file, standard input, -c and eval alike: the rest of the script runs.
--- ref-differs: the reference's characters are signed: it takes the byte for the end of its input, prints only a and exits 0 (doc/rc.1, DIFFERENCES)
--- script
tripping bytes 'echo a\377b; echo c\necho d\n' >s
rc s | od -An -c; echo file $status
rc <s | od -An -c; echo stdin $status
rc -c `` () {cat s} | od -An -c; echo c $status
eval `` () {cat s} | od -An -c; echo eval $status
tripping bytes 'echo a\nb\377\necho d\n' >s
rc -i <s; echo status $status
--- stdout
   a 377   b  \n   c  \n   d  \n
file 0 0
   a 377   b  \n   c  \n   d  \n
stdin 0 0
   a 377   b  \n   c  \n   d  \n
c 0 0
   a 377   b  \n   c  \n   d  \n
eval 0 0
a
d
status 0
--- stderr-match
; ; rc: cannot find `b.'
; ; 
