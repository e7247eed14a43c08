--- script
'' = 1
echo not reached
--- stderr
rc: line 1: zero-length variable name
--- status
1
