--- script
limit stacksize 1g
limit stacksize
limit cputime 1h
limit cputime
limit cputime 1:60
limit cputime
limit cputime 0:0
limit cputime
--- stdout
stacksize 	1g
cputime 	1h
cputime 	2m
cputime 	0
