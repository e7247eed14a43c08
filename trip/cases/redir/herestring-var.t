--- script
x = (a b)
cat <<< $x
--- stdout noeol
a b
