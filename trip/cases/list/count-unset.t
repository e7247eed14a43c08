--- script
echo $#undefined
--- stdout
0
