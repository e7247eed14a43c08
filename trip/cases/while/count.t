--- script
x = ()
while (! ~ $#x 3) { x = ($x x); echo $#x }
--- stdout
1
2
3
--- status
1
