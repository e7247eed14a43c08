--- script
sh -c 'kill -TERM $$' | sh -c 'kill -HUP $$' | sh -c 'exit 3'
echo $status
--- mode
both
--- stdout
sigterm sighup 3
--- stderr
hangup
terminated
