# An error in a builtin run by exec ends rc, status 1, sigexit or not.
--- script
fn sigexit {echo bye}
exec shift 5
echo not reached
--- stderr
rc: cannot shift
--- status
1
