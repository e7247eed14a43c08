--- script
x = (a b c)
i = (3 1)
echo $x($i)
--- stdout
c a
