--- script
limit cputime 90
limit cputime
limit cputime 1:30:00
limit cputime
--- stdout
cputime 	90s
cputime 	90s
--- stderr
bad limit
--- status
1
