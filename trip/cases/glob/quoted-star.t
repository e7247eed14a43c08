--- file a
--- script
echo '*' *
--- stdout
* a
