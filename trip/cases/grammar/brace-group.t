--- script
{ echo a; echo b }
--- stdout
a
b
