--- script
cat << EOF
`{echo not run}
EOF
--- stdout
`{echo not run}
