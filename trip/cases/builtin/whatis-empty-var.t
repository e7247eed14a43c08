--- script
v = ()
whatis v
echo $status
--- stdout
1
--- stderr
v not found
