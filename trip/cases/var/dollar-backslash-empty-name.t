--- script
echo $\x
echo not reached
--- stderr
rc: line 1: zero-length variable name
--- status
1
