A non-interactive rc dies of SIGHUP like the reference.
--- script
kill -HUP $pid
echo after
--- status
129
