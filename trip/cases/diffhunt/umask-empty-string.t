--- script
umask ''
echo $status
--- stdout
0
