--- script
x = ab
cat << EOF
$x^cd $x.ef
EOF
--- stdout
abcd ab.ef
