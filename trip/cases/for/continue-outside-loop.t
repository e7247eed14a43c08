--- script
continue
echo $status
--- stderr
rc: line 1: continue outside of loop
--- status
1
