--- script
x = (a b c)
echo $x(b)
--- stderr
rc: line 2: bad subscript
--- status
1
