--- script
l = (x 'y z')
for (i in $l) echo '['$i']'
--- stdout
[x]
[y z]
