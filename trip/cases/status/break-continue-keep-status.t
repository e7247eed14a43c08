# break and continue leave $status as it was.
--- script
false; for (i in 1) break; echo $status
for (i in 1) {false; break}; echo $status
false; for (i in 1 2) continue; echo $status
false; while (true) break; echo $status
--- stdout
1
1
1
0
