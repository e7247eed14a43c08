--- script
tripping bytes 'echo a\0b\n' > n.rc
rc n.rc
--- stdout
ab
--- stderr
rc: line 1: warning: null character ignored
