--- script
x = 1
@ { x = 2; echo in $x }
echo out $x
--- stdout
in 2
out 1
