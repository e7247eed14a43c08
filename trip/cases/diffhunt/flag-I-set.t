--- script
flag I +
echo $status
--- stdout
1
--- stderr noeol
rc: unknown flag
