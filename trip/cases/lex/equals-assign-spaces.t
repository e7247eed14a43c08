--- script
a = b
echo $a
--- stdout
b
