--- script
exec
echo $status
--- stdout
0
