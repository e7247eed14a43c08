--- script
a = (1 2)
b = $a
echo $#b
--- stdout
2
