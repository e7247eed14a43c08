--- script
limit nosuch
echo $status
--- stdout
1
--- stderr
no such limit
