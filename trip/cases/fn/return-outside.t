--- script
return 3
echo $status
--- stderr
rc: line 1: return outside of function
--- status
1
