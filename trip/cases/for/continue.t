--- script
for (i in 1 2 3) { if (~ $i 2) continue; echo $i }
--- stdout
1
3
