# An error puts -e back: the script stops at the false after it.
--- rcflags
-e
--- mode
stdin
--- script
for (i in 1) { if (break) echo x }
echo $x(0)
false
echo not reached
--- stderr
rc: line 2: bad subscript
--- status
1
