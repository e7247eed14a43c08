--- file a1
--- file a2
--- file ax
--- script
echo a[~1]
--- stdout
a2 ax
