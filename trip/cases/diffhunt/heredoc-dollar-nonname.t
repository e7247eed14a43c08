--- script
x = (a b c)
cat <<EOF
[$#x] [$"x] [$ ]
a$
b
EOF
--- stdout
[] [] []
a
