--- script
echo a >> f
echo b >> f
cat f
--- stdout
a
b
