# The same for a prepend.
--- script
fn sigexit {echo exit $#x $x}
x=(a b)
x=(1 2 $y(0) $x)
echo not reached
--- stdout
exit 2 a b
--- stderr
rc: line 3: bad subscript
