# A file . cannot read stops it; $status is left as it was.
--- script
rc -ic '. /; echo st $status
echo next $status' >[2=1]
rc -c '. /; echo st $status
echo next $status' >[2=1]
echo $status
--- stdout
rc: read: Is a directory
next 0
rc: read: Is a directory
1
