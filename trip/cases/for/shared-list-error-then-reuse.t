--- mode
stdin
--- rcflags
-i
--- script
prompt = ''
l = (a b c)
for (i in $l) { if (~ $i b) echo $l(x); echo $i }
l = ($l d)
echo $l
for (i in $l) { for (j in $l) { l = $i$j }; echo $i $l }
echo $l
fn f { for (i) { if (~ $i 2) * = $nosuch(0); echo $i } }
f 1 2 3
f 4 5
--- stdout
a
a b c d
a ad
b bad
c cbad
d dcbad
dcbad
1
4
5
--- stderr
; rc: bad subscript
rc: bad subscript
