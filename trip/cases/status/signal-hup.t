--- script
tripping die 1
echo $status
--- stdout
sighup
--- stderr
hangup
