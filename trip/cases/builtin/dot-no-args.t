# . with no file does nothing, and leaves $status as it was.
--- script
.
echo $status
false; .
echo $status
false; . -i
echo $status
--- stdout
0
1
1
