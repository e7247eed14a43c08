--- script
fn ls { echo fn }
whatis -p ls
--- stdout
/usr/bin/ls
