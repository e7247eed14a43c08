--- script
for (i in a b) { for (j in 1 2 3) { if (~ $j 2) break; echo $i$j } }
--- stdout
a1
b1
