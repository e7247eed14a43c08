--- script
x = ()
tripping env x
echo $status
--- stdout
0
