--- script
wait 1
echo $status
--- stdout
1
--- stderr
rc: wait: No child processes
