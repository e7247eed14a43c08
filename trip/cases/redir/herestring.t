--- script
cat <<< 'a line'
--- stdout noeol
a line
