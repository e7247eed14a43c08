--- script
y = ''
echo $$y
echo not reached
--- stderr
rc: line 2: zero-length variable name
--- status
1
