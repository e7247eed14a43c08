# An empty command after || or && runs, and is true.
--- script
false || ; echo $status
false || || echo not run; echo $status
false || && echo runs; echo $status
false && ; echo $status
false |; echo $status
--- stdout
0
0
runs
0
1
1 0
