--- script
for ($x) echo never
echo not reached
--- args
a
--- mode
both
--- stderr
rc: line 1: null variable name
--- status
1
