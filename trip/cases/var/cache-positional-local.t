--- script
fn g { echo g $1 }
fn f { g $2 $1; echo f $1; * = (z) g $1; echo f $1 }
f x y
* = (t u)
echo $1 $2
* = ()
echo $1 $#1
--- stdout
g y
f x
g z
f x
t u
0
