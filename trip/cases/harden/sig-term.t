A non-interactive rc dies of SIGTERM like the reference.
--- script
kill -TERM $pid
echo after
--- status
143
