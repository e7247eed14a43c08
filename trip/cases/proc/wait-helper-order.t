wait claims the newest child first, so the status of the oldest is the
one left in $status, whether it is a job or a <{} or >{} command.
--- script
echo <{sleep 0.3; exit 2} >/dev/null; echo >{sleep 0.2; exit 3} >/dev/null; sh -c 'exit 5' &
wait; echo $status
echo <{exit 2} >/dev/null; sleep 0.1; sh -c 'exit 5' &
sleep 0.1; wait; echo $status
sh -c 'exit 5' &
sleep 0.1; echo <{exit 2} >/dev/null; sleep 0.1
wait; echo $status
--- stdout
2
2
5
