--- script
fn g {exec return 2}
g
echo a
$x(0)
echo not reached
--- rcflags
-i
--- mode
stdin
--- stdout
a
--- stderr
; ; ; ; rc: bad subscript
--- status
1
