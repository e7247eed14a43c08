--- script
limit coredumpsize 0
limit coredumpsize
--- stdout
coredumpsize 	0
