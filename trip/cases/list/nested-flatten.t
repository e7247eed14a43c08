--- script
x = (a (b (c)) d)
echo $#x
--- stdout
4
