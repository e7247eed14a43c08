--- script
fn g {exec return 2}
g
echo a
echo (
echo not reached
--- rcflags
-i
--- mode
stdin
--- stdout
a
--- stderr
; ; ; ; rc: syntax error
--- status
1
