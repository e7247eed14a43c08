--- script
whatis ls sh
--- stdout
/usr/bin/ls
/usr/bin/sh
