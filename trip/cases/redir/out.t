--- script
echo hello > f
cat f
--- stdout
hello
