--- script
true | sh -c 'exit 3'
--- status
1
