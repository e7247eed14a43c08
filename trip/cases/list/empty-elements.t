--- script
x = (a () b)
echo $#x
--- stdout
2
