--- script
eval false
echo $status
--- stdout
1
