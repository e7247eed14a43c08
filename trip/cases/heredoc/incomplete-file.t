# The same in a file, which ends with a newline: the reference names
# line 3.
--- script
cat <<eof
--- stderr
rc: line 3: heredoc incomplete near eof
--- status
1
