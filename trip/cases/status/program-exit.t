--- script
sh -c 'exit 9'
echo $status
--- stdout
9
