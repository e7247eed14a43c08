--- script
fn f {
	echo $1 $2 $#1 $3 $01 $00 $0 $10
	shift
	echo $1 $2
	* = (p q r)
	echo $1 $3 $4
	for (i in $1) echo for $i
	~ $1 p && echo matched
	~ $1 q || echo not q
	x = `{echo $1 $2}
	echo $#x $x
	for (i in a b) { * = $i; echo round $1 }
	echo $99999999999 $000001
}
f a b c d e f g h i j k
f
f one
--- stdout
a b 1 c a f f j
b c
p r
for p
matched
not q
2 p q
round a
round b
b
0 f f

p r
for p
matched
not q
2 p q
round a
round b
b
one 1 one f f

p r
for p
matched
not q
2 p q
round a
round b
b
--- stderr
rc: cannot shift
