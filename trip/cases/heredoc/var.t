--- script
x = world
cat << EOF
hello $x
EOF
--- stdout
hello world
