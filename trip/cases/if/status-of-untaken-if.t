--- script
false
if (false) echo x
echo $status
--- stdout
0
