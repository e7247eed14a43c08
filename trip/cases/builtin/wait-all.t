--- script
{ sleep 0.1; echo late } &
wait
echo after
--- stdout
late
after
