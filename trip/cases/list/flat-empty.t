--- script
x = ()
y = $^x
echo $#y '['$y']'
--- stdout
0 []
