--- script
whatis | grep -c '^x=' 
x = y
whatis | grep '^x='
--- stdout
0
x=y
