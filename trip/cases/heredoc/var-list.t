--- script
x = (a b c)
cat << EOF
$x
EOF
--- stdout
a b c
