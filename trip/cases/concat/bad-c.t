--- mode
c
--- script
echo (a b)^(1 2 3)
--- stderr
rc: line 0: bad concatenation
--- status
1
