--- script
echo long-line > f
echo s > f
cat f
--- stdout
s
