--- script
tripping die 2
echo $status
--- stdout
sigint
