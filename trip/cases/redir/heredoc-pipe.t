--- script
cat << EOF | tr a-z A-Z
shout
EOF
--- stdout
SHOUT
