--- script
false
x = 1
echo $status
--- stdout
0
