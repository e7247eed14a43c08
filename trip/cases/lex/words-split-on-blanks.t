--- script
echo a  b	c
--- stdout
a b c
