--- script
e = ()
echo x^$e y
echo $#e
--- stdout
x y
0
