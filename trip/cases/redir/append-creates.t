--- script
echo new >> created
cat created
--- stdout
new
