# A numeric name is still an error, after the value is expanded.
--- script
1=($1 b)
--- args
a
--- stderr
rc: line 1: numeric variable name
--- status
1
