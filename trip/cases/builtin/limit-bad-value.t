--- script
limit filesize abc
echo $status
--- stdout
1
--- stderr
bad limit
