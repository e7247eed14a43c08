--- env
status=5
--- script
echo $status
--- stdout
0
