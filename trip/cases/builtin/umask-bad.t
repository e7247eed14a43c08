--- script
umask 999
echo $status
umask abc
echo $status
--- stdout
1
1
--- stderr
bad umask
bad umask
