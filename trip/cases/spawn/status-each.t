--- script
for (i in 1 2 3) { sh -c 'exit '$i; echo $status }
--- stdout
1
2
3
