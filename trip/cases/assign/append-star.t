# Appending to $* at the top and in a function, where it is local.
--- script
fn f {*=($* x); echo $#* $*; *=(y $*); echo $* / $1 $3 $#*}
f a b
echo top $#*
*=(a b)
*=($* c)
echo $2 $3 $#* $*(3)
*=(0 $*)
echo $1 $4 $#*
f $*
echo top $*
--- args
p
q
--- stdout
3 a b x
y a b x / y b 4
top 2
b c 3 c
0 c 4
5 0 a b c x
y 0 a b c x / y a 6
top 0 a b c
