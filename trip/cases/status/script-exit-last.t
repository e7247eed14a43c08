--- script
sh -c 'exit 4'
--- status
4
