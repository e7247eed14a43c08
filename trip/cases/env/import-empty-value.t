--- env
x=
--- script
echo $#x
--- stdout
1
