--- script
cat << EOF
cost: $$5
EOF
--- stdout
cost: $5
