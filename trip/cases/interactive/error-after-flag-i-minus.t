--- script
flag i -
$x(0)
echo a
flag i -
x=(a b); echo $x(2 x)
echo b
flag i -
nosuch
echo c
--- rcflags
-i
--- mode
stdin
--- stdout
a
b
c
--- stderr
; rc: line 2: bad subscript
; ; rc: line 5: bad subscript
; ; rc: cannot find `nosuch'
