--- script
touch b a c
for (f in *) echo $f
--- stdout
a
b
c
