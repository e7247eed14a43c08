--- script
echo not if
--- stdout
not if
