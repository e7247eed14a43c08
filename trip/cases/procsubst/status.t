--- script
cat <{exit 3}
echo $status
--- stdout
0
