--- script
cat << EOF
line one
line two
EOF
--- stdout
line one
line two
