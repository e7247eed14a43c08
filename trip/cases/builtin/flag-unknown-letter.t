--- script
flag q
echo $status
flag q +
echo $status
--- stdout
1
1
--- stderr noeol
rc: unknown flagrc: unknown flag
