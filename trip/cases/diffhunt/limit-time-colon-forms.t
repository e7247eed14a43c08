--- script
limit cputime :5
limit cputime
limit cputime 5:
limit cputime
--- stdout
cputime 	5s
cputime 	5m
