--- script
x = (a b)^(c d e)
echo not reached
--- stderr
rc: line 1: bad concatenation
--- status
1
