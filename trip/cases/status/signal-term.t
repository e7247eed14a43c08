--- script
tripping die 15
echo $status
--- stdout
sigterm
--- stderr
terminated
