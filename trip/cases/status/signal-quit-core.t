--- script
tripping die 3
echo $status
--- stdout
sigquit
--- stderr
quit
