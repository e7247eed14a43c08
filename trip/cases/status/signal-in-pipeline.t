--- script
tripping die 15 | true
echo $status
--- stdout
sigterm 0
--- stderr
terminated
