--- script
x = (a b)
echo $^x^c
--- stdout
a bc
