--- script
x = (1 '2 3')
fn f { echo $x }
whatis x f > saved
x = ()
fn f
. ./saved
f
--- stdout
1
1 2 3
