--- script
x=a=b
echo $x
--- stdout
a=b
