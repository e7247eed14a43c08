--- script
exit foo
--- stderr
bad status
--- status
1
