--- file a
--- script
echo a*
--- stdout
a
