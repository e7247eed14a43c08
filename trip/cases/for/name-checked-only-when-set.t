--- script
false
for ($x in ) echo never
echo $status
for ('' in ) echo never
for ('a=b' in ) echo never
x=(a b)
for ($x in ) echo never
for (`{echo name >[1=2]} in `{echo list >[1=2]}) echo never
echo $status
for ($x in 1 2) echo never
echo not reached
--- mode
both
--- stdout
1
0
--- stderr
name
list
rc: line 10: multi-word variable name
--- status
1
