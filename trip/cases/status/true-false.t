--- script
true
echo $status
false
echo $status
--- stdout
0
1
