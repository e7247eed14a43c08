--- script
1 = x
echo $1
--- stderr
rc: line 1: numeric variable name
--- status
1
