--- script
fn f {
	cat << EOF
in function $1
EOF
}
f arg
--- stdout
in function arg
