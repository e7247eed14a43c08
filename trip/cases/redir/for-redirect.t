--- script
for (i in 1 2) echo $i > out
cat out
--- stdout
2
