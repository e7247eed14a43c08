# Under -n the parse goes on after the error, from the next line.
--- rcflags
-n
--- script
cat << $x
echo (
--- stderr
rc: line 1: eof-marker not a single literal word near end of line
rc: line 3: syntax error near eof
