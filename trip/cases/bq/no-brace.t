--- script
x = `echo
echo $x
--- stdout

