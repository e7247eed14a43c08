--- script
{ }
echo $status
--- stdout
0
