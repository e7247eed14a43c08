--- script
limit -h coredumpsize 0
limit -h coredumpsize
--- stdout
coredumpsize 	0
