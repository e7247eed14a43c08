--- script
echo -n -n x
--- stdout noeol
-n x
