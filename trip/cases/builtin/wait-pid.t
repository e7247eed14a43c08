--- script
{ exit 7 } &
wait $apid
echo $status
--- stdout
7
