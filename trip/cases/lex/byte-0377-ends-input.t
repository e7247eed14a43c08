--- script
tripping bytes 'echo a\377b; echo c\necho d\n' >s
rc s; echo status $status
tripping bytes 'echo a\nb\377\necho d\n' >s
rc -i <s; echo status $status
--- stdout
a
status 0
a
status 1
--- stderr
; ; rc: cannot find `b'
