--- script
a = b
b = (c d)
echo $$a $#$a
--- stdout
c d 2
