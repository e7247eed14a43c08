--- script
for (i in 1 2 3) { if (~ $i 2) break; echo $i }
echo after
--- stdout
1
after
