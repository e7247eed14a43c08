--- file t.rc
sh -c 'kill -TERM $PPID'
echo alive
flag i && echo interactive
--- script
rc -i -I t.rc >[2=1]
echo status $status
rc -I -i t.rc >[2=1]
echo status $status
--- stdout
; status sigterm
; ; alive
; interactive
; status 0
--- stderr
terminated
