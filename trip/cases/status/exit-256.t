--- script
fn g {return 256}
fn sigexit {~ $status 0 && echo sigexit true}
g
exit 16777472
--- stdout
sigexit true
