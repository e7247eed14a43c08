An interactive rc dies of SIGHUP; the parent reports the death.
--- script
rc -i -c 'kill -HUP $pid; echo survived hup' >[2]/dev/null
echo status $status
--- stdout
status sighup
--- stderr
hangup
