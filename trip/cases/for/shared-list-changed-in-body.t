--- script
l = (a b c)
for (i in $l) { l = ($l $i); echo $i $#l }
echo $l
for (i in $l) { l = (); echo $i }
echo $#l
l = (p q r)
for (i in $l) { l = x^$i; echo $i $l }
l = (p q r)
for (i in $l) { l = (first $l); echo $i $#l }
for (l in $l) echo $l
echo $l
--- stdout
a 4
b 5
c 6
a b c a b c
a
b
c
a
b
c
0
p xp
q xq
r xr
p 4
q 5
r 6
first
first
first
p
q
r
r
