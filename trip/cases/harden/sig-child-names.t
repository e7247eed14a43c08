Children dying of signals: $status names the signal as the reference does.
--- script
tripping die 2 >[2]/dev/null; echo $status
tripping die 15 >[2]/dev/null; echo $status
tripping die 1 >[2]/dev/null; echo $status
tripping die 13 >[2]/dev/null; echo $status
--- stdout
sigint
sigterm
sighup
sigpipe
--- stderr
terminated
hangup
