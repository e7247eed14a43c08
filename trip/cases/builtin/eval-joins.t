--- script
eval 'x = (1 2' '3)'
echo $#x
--- stdout
3
