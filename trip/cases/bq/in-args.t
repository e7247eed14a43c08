--- script
echo a`{echo b}c
--- stdout
ab c
