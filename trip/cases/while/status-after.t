--- script
x = ()
while (! ~ $#x 1) { x = ($x x); false }
echo $status
--- stdout
1
