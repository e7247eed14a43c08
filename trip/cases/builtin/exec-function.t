# A function after exec runs, then rc exits with what it returned.
--- script
fn f {echo F $*; return 3}
exec f 1 2
echo not reached
--- stdout
F 1 2
--- status
3
