--- script
x = ()
while (! ~ $#x 2) x = ($x x)
echo $#x
--- stdout
2
