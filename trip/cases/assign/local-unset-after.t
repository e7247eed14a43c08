--- script
v = x true
echo $#v
--- stdout
0
