# A file read by . and a string run by eval go on past a byte 0377.
--- ref-differs: the reference's characters are signed: it takes the byte for the end of the file or string (doc/rc.1, DIFFERENCES)
--- script
tripping bytes 'echo inc\377b\necho inc2\n' >inc
. ./inc | od -An -c
echo after $status
x=`{tripping bytes 'e\377f'}
eval echo $x '; echo g'
echo last
--- stdout
   i   n   c 377   b  \n   i   n   c   2  \n
after 0 0
eÿf
g
last
