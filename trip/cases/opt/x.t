--- rcflags
-x
--- script
x = 1
echo $x
fn f { echo in }
f a
--- stdout
1
in
--- stderr
x=1
echo 1
fn f {echo in}
f a
echo in
