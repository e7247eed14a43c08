--- script
umask 077
umask
touch f
ls -l f | cut -c1-10
--- stdout
077
-rw-------
