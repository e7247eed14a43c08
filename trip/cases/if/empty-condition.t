--- script
if () echo empty
echo $status
--- stdout
empty
0
