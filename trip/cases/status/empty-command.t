--- script
x = ()
$x
echo $status
--- stdout
0
