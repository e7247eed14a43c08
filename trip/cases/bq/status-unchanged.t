--- script
false
x = `{true}
echo $status
--- stdout
0
