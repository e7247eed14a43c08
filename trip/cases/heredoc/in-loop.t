--- script
for (i in 1 2) {
	cat << EOF
$i
EOF
}
--- stdout
1
2
