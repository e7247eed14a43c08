--- script
echo if=/dev/null of=x
--- stdout
if=/dev/null of=x
