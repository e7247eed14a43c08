--- script
sh -c 'exit 2' | sh -c 'exit 3' | true
echo $status
--- stdout
2 3 0
