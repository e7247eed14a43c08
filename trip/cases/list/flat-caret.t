--- script
x = (a b c)
echo $^x
y = $^x
echo $#y
--- stdout
a b c
1
