--- script
while ({continue}) echo x
echo not reached
--- stderr
rc: line 1: continue outside of loop
--- status
1
