--- script
cat << EOF
$#x $"y
EOF
--- stdout
 
