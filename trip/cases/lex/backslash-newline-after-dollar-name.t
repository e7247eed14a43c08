--- script
x=1
echo $x\
y
echo $x\
\
y
echo 'a'\
$x\
b
--- stdout
1 y
1 y
a1 b
