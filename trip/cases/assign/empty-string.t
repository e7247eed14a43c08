--- script
a = ''
echo $#a
--- stdout
1
