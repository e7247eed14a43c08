--- script
whatis '*'
echo $status
--- stdout
0
