--- script
x = (a b c)
echo $x(3 2 1 1)
--- stdout
c b a a
