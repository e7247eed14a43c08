--- script
tripping die 13
echo $status
--- stdout
sigpipe
