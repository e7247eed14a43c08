--- script
builtin
echo $status
--- stdout
0
