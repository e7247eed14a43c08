# As in the reference, a break, continue or return that leaves a condition
# (of if or while, or before && or ||) leaves -e off after it: its flag
# for "in a condition" is not put back by a jump.
--- rcflags
-e
--- script
for (i in 1) { if (break) echo x }
false
echo -e is off
--- stdout
-e is off
