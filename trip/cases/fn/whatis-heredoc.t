--- script
fn f {
	cat << EOF
hi
EOF
}
whatis f
--- stdout
fn f {cat <<<'hi
'}
