--- script
echo -e -x -
--- stdout
-e -x -
