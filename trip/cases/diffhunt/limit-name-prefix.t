--- script
limit c
limit core
limit cpu 1 2
echo $status
--- stdout
1
--- stderr
no such limit
no such limit
no such limit
