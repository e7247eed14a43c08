# exec runs a builtin in the shell, which then exits with its status;
# fn sigexit does not run.
--- script
fn sigexit {echo bye}
exec echo -- a b
echo not reached
--- stdout
a b
