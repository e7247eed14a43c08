--- script
false &
echo $status
wait
--- stdout
0
--- status
1
