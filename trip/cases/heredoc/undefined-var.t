--- script
cat << EOF
[$undefined]
EOF
--- stdout
[]
