--- script
echo .?
--- stdout
..
