# After exec's return the script is given up: a . file's next read fails
# and rc ends, status 1, rc -i too.
--- script
fn g {exec return 4}
echo 'g
echo in' >inc.rc
. inc.rc
echo not reached
--- rcflags
-i
--- stdout
in
--- stderr
; ; ; rc: read: Bad file descriptor
--- status
1
