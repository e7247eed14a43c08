exec of fn sigexit: exec disarms it first, so it runs nothing, and nothing runs at the exit either.
--- script
fn sigexit {echo bye}
echo before
exec sigexit a b
echo not reached
--- stdout
before
