--- file a1
--- file a2
--- file a3
--- file ax
--- script
echo a[12]
echo a[0-9]
--- stdout
a1 a2
a1 a2 a3
