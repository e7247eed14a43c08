--- script
echo $(x)
--- stdout

