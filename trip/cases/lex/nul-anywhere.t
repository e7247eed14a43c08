# A NUL is dropped as the input is read: in a comment, after a backslash
# (which then joins the lines), after a dollar, in a first #! line.
--- script
tripping bytes 'echo a # c\0d\necho b\\\0\nc\nx=1; echo $\0x\n#!x\0\n' > n.rc
rc n.rc
--- stdout
a
b c
1
--- stderr
rc: line 1: warning: null character ignored
rc: line 2: warning: null character ignored
rc: line 4: warning: null character ignored
rc: line 5: warning: null character ignored
