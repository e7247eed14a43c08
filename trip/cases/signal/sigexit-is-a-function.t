fn sigexit runs as a function: return leaves it, $0 is sigexit, $* is
empty; rc exits with the status it leaves.
--- args
a
b
--- script
fn sigexit {echo $0 $#*; return 5; echo not}
exit 3
--- stdout
sigexit 0
--- status
5
