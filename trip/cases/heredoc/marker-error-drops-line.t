# A marker that is no literal word takes the line's other heredocs with
# it: their bodies are read as commands.
--- script
cat <<a <<$b x; echo hi
echo hello
a
--- rcflags
-i
--- mode
stdin
--- stdout
hello
--- stderr noeol
; rc: eof-marker not a single literal word
; ; rc: cannot find `a'
; 
--- status
1
