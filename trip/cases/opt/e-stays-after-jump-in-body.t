# A jump out of a body, not a condition, leaves -e on.
--- rcflags
-e
--- script
for (i in 1) { if (true) break }
true && for (i in 1) { break }
false
echo not reached
--- status
1
