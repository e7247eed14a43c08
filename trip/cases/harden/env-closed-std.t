Descriptors 0, 1 and 2 closed at start: rc opens them on /dev/null before anything else.
--- script
tripping close 0 tripping close 1 tripping close 2 rc -c 'tripping fds >out'
cat out
--- stdout
0 1 2
