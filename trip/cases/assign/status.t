--- script
status = 5
echo $status
--- stdout
0
