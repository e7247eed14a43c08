--- script
x = (a b c)
echo $x(-1)
--- stderr
rc: line 2: bad subscript
--- status
1
