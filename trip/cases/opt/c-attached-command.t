# -c takes the rest of its word as the command, as getopt does.
--- script
rc '-cecho $#* $*' a b
rc -xcecho >[2=1]
rc -cif >[2=1]
echo $status
--- stdout
2 a b
echo

rc: line 1: syntax error near if
1
