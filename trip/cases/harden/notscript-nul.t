NUL bytes in a script are dropped with a warning, like the reference.
--- script
tripping bytes 'echo a\0b\n\0\0\0echo c\0\n' >n.rc
rc n.rc
echo status $status
--- stdout
ab
c
status 0
--- stderr
rc: line 1: warning: null character ignored
rc: line 2: warning: null character ignored
rc: line 2: warning: null character ignored
rc: line 2: warning: null character ignored
rc: line 2: warning: null character ignored
