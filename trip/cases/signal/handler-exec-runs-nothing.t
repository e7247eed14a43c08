exec of a signal handler written in rc: exec drops the handlers first, so it runs nothing and rc exits 0, as the reference does (ours crashed).
--- script
fn sigint {echo hi; exit 4}
exec sigint >out
echo not reached
