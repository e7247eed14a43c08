--- script
echo (a b)^(1 2 3)
echo $status
--- stderr
rc: line 1: bad concatenation
--- status
1
