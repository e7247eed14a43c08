--- script
echo -- -n x
--- stdout
-n x
