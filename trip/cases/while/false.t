--- script
while (false) echo never
echo $status
--- stdout
1
