--- script
cat <<[5] EOF <[0=5]
five
EOF
--- stdout
five
