. of a directory: an error that ends the script with status 1.
--- script
mkdir d
. d
echo status $status
--- stderr
rc: read: Is a directory
--- status
1
