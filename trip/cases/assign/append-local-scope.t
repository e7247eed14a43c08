# A global append inside a local binding grows the local value; the old one comes back.
--- script
x=(a)
fn show {echo in $x; x=($x f); x=(g $x); echo in $x}
x=($x b) show
echo out $x
x=(z $x) {x=($x c); echo in $x $#x; x=(y $x) {x=($x d); echo deeper $x}; echo in $x}
echo out $x $#x
--- stdout
in a b
in g a b f
out a
in z a c 3
deeper y z a c d
in z a c
out a 1
