--- script
break
echo $status
--- stderr
rc: line 1: break outside of loop
--- status
1
