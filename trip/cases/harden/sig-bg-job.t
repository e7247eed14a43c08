A background job killed by SIGTERM: wait reports it, status sigterm.
--- script
sleep 10 &
kill -TERM $apid
wait
echo $status
--- stdout
sigterm
--- stderr-match
[0-9]+: terminated
