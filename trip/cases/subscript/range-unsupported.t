--- script
x = (a b c)
echo $x(2-)
--- stderr
rc: line 2: bad subscript
--- status
1
