--- script
x = `{true}
echo $#x
--- stdout
0
