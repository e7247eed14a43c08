--- script
a = ()
echo $#a
--- stdout
0
