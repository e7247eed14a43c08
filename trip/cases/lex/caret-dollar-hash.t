--- script
x = (a b)
echo $#x^z
--- stdout
2z
