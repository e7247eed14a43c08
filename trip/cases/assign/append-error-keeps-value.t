# An error among the new words leaves the variable as it was.
--- script
fn sigexit {echo exit $#x $x}
x=(a b)
x=($x c)
x=(d $x)
x=($x e $z(x) f)
echo not reached
--- stdout
exit 4 d a b c
--- stderr
rc: line 5: bad subscript
