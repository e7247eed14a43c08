--- script
umask 022
umask
--- stdout
022
