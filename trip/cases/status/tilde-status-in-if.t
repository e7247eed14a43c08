--- script
if (~ a b) echo no
echo $status
--- stdout
0
