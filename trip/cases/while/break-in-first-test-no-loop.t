# The loop begins after its first test: a break there, with no loop
# around, is outside of any loop (an error; the script stops).
--- script
while (break) echo x
echo not reached
--- stderr
rc: line 1: break outside of loop
--- status
1
