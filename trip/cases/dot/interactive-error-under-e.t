--- script
. -i syn.rc; echo after syntax $status
. -i err.rc; echo not reached
--- rcflags
-e
--- file err.rc
echo in
$x(0)
echo still
--- file syn.rc
echo in
echo (
echo still
--- stdout
in
after syntax 0
in
--- stderr
; ; rc: syntax error
; ; ; rc: bad subscript
--- status
1
