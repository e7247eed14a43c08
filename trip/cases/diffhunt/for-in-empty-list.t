--- script
i = x
for (i in) echo body
echo $i
--- stdout
x
