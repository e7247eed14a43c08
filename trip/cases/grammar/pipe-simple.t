--- script
echo a b c | wc -w
--- stdout
3
