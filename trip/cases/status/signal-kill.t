--- script
tripping die 9
echo $status
--- stdout
sigkill
--- stderr
killed
