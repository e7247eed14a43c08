--- script
cat <<$x
hello
--- stderr
rc: line 1: eof-marker not a single literal word near end of line
--- status
1
