# At a prompt, a heredoc marker that is not one literal word is an error
# that ends its own line only: the next line is read and run.
--- rcflags
-i
--- mode
stdin
--- script
cat << $x
echo after
echo more
--- stdout
after
more
--- stderr noeol
; rc: eof-marker not a single literal word
; ; ; 
