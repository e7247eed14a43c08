--- script
if (false) echo yes
echo $status
--- stdout
0
