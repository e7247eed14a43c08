# A background job killed by a signal: the message names its pid.
--- script
tripping die 15 &
wait
echo $status
--- stdout
sigterm
--- stderr-match
[0-9]+: terminated
