--- script
cat << EOF
text
--- stderr
rc: line 4: heredoc incomplete near eof
--- status
1
