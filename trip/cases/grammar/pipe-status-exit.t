--- script
true | false
echo $status
--- stdout
0 1
