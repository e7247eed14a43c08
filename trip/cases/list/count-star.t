--- args
a
b
c
--- script
echo $#*
--- stdout
3
