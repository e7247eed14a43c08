--- script
for (i in a b c) echo $i
--- stdout
a
b
c
