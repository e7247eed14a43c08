A heredoc into a command writing to /dev/full.
--- script
cat <<EOF >/dev/full
some text
EOF
echo status $status
--- stdout
status 1
--- stderr
cat: write error: No space left on device
