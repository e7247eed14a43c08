--- script
cat <<< abc | od -c | sed 1q
--- stdout
0000000   a   b   c
