--- script
x = ()
while (echo -n .; ! ~ $#x 2) x = ($x x)
echo
--- stdout
...
