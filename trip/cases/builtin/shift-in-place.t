--- script
# shift drops words from the front of $* in place; appending after a
# shift, shifting everything, and a local $* in a function all see it.
*=(1 2 3 4 5 6 7 8)
shift
*=($* 9 10)
shift 5
echo $* $#* $1 $*(2)
fn f {shift; echo $* $#*; shift 2; echo $#* $status; shift; echo $status}
f a b c d
echo $*
*=(`{seq 3000})
while (!~ $#* 0) {l=$1; shift}
echo $l $#*
*=(x '' y)
shift
echo $#* $*(1)^. $2
shift 3
echo $status $#*
--- stdout
7 8 9 10 4 7 8
b c d 3
1 0
0
7 8 9 10
3000 0
2 . y
1 2
--- stderr
rc: cannot shift
