A directory as standard input: an error and status 1.
--- script
mkdir d
rc <d
echo status $status
--- stdout
status 1
--- stderr
rc: read: Is a directory
