--- script
fn f { echo one; fn f { echo two } }
for (i in 1 2 3) f
fn g { echo g1; fn g }
g; g
echo $status
--- stdout
one
two
two
g1
1
--- stderr
rc: cannot find `g'
