--- script
@{. -i err.rc; echo sub after}; echo st $status
x=`{. -i err.rc; echo bq after}; echo st $status $x
. -i err.rc | cat; echo st $status
@{. -i syn.rc; echo sub after}; echo st $status
. -i err.rc; echo top after $status
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
st 1
st 0 in
in
st 1 0
in
st 1
in
still
top after 0
--- stderr noeol
; ; rc: bad subscript
; ; rc: bad subscript
; ; rc: bad subscript
; ; rc: syntax error
; ; rc: bad subscript
; ; 
