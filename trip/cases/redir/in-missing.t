--- script
cat < nofile
echo $status
--- stdout
1
--- stderr
rc: nofile: No such file or directory
