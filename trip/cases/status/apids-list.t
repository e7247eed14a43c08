--- script
sleep 0 &
sleep 0 &
echo $#apids
wait
--- stdout
2
