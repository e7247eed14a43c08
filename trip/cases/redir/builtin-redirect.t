--- script
echo hi > f
cd / > g
cat f
--- stdout
hi
