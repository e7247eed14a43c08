--- script
for ($x in a) echo $x
--- stderr
rc: line 1: null variable name
--- status
1
