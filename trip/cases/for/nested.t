--- script
for (i in a b) for (j in 1 2) echo $i$j
--- stdout
a1
a2
b1
b2
