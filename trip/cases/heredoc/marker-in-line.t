--- script
cat << EOF
EOFX
 EOF
EOF
--- stdout
EOFX
 EOF
