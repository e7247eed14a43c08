--- script
{ exit 1 } &
{ exit 2 } &
echo $#apids
wait
echo $status
--- stdout
2
1
