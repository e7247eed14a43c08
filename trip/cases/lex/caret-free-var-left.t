--- script
x = (1 2)
echo a$x
--- stdout
a1 a2
