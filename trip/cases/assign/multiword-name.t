--- script
n = (a b)
$n = value
--- stderr
rc: line 2: multi-word variable name
--- status
1
