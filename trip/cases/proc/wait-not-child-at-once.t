wait for a pid that is not a child fails at once, while another child
runs.  The message is the C library's strerror(ECHILD).
--- timeout
8
--- script
sleep 15 >/dev/null &
wait 1
echo $status
kill $apid
--- stdout
1
--- stderr-match
rc: wait: No child process(es)?
