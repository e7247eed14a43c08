--- script
x = (a b)
y = $#x
echo $#y
--- stdout
1
