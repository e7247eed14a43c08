--- script
cat < /
echo $status
--- stdout
1
--- stderr
cat: -: Is a directory
