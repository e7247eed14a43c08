--- script
rc -c 'x = (a b c); y = (1 2); echo $x^$y^`{echo ran >>log}'
echo $status
rc -x -c 'x = (a b c); echo `{echo first}^$x^(1 2)^`{echo never}'
cat log >[2]/dev/null || echo no log
--- stdout
1
no log
--- stderr
rc: line 0: bad concatenation
x=(a b c)
echo first
rc: line 0: bad concatenation
