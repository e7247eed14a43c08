--- script
x = 1
for (i in a b) { @{ x = c$i; echo $x }; echo $x; x = `{ x = d$i; echo $x }; echo $x }
--- stdout
ca
1
da
cb
da
db
