--- script
for (i in a b) true
echo $i
--- stdout
b
