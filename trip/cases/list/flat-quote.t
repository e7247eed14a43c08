--- script
x = (a b c)
y = $"x
echo $#y $y
--- stdout
1 a b c
