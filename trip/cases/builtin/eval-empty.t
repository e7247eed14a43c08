--- script
false
eval
echo $status
--- stdout
1
