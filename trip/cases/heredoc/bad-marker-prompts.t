--- script
cat <<$x echo
echo a
cat <<$x echo b
echo c
cat <<$x ;
echo d
cat <<$x
echo e
--- rcflags
-i
--- mode
stdin
--- stdout
a
c
d
e
--- stderr noeol
; rc: eof-marker not a single literal word
; ; ; rc: eof-marker not a single literal word
; ; rc: eof-marker not a single literal word
; ; rc: eof-marker not a single literal word
; ; 
