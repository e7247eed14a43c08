--- script
cat << EOF > f
saved
EOF
cat f
--- stdout
saved
