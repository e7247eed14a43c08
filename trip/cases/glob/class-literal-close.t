--- file a]
--- file ab
--- script
echo a[]]
--- stdout
a]
