A directory given as the script: an error and status 1.
--- script
mkdir d
rc d
echo status $status
--- stdout
status 1
--- stderr
rc: read: Is a directory
