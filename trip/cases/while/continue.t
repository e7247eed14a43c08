--- script
x = ()
while (! ~ $#x 3) { x = ($x x); if (~ $#x 2) continue; echo $#x }
--- stdout
1
3
--- status
1
