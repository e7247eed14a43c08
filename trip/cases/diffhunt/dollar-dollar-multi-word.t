--- script
y = (x x)
echo $$y
--- stderr
rc: line 2: multi-word variable name
--- status
1
