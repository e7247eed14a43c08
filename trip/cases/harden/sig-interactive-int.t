An interactive rc given SIGINT abandons the command and goes on; status 0 at the end like the reference.
--- script
rc -i -c 'kill -INT $pid; echo survived int' >[2]/dev/null
echo status $status
--- stdout
status 0
