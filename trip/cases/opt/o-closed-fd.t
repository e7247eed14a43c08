--- script
tripping close 0 rc -c 'tripping fds'
tripping close 0 rc -o -c 'tripping fds'
--- stdout
0 1 2
1 2
