--- script
{ echo a; echo b } > out
cat out
--- stdout
a
b
