--- script
e = ()
x = $e^$e
echo $#x
--- stdout
0
