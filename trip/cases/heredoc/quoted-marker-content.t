--- script
cat << 'E F'
a
E F
--- stdout
a
