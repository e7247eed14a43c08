# return checks its status before it finds it is outside a function.
--- script
rc -c 'return -1' >[2=1]
rc -c 'return bad' >[2=1]
rc -c 'return 3' >[2=1]
echo $status
--- stdout
bad status
rc: line 0: return outside of function
bad status
rc: line 0: return outside of function
rc: line 0: return outside of function
1
