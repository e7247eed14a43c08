--- script
true &
wait $apid
echo $status
--- stdout
0
