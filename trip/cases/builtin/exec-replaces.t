--- script
exec echo replaced
echo not reached
--- stdout
replaced
