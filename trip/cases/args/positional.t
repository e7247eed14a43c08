--- args
a
b
c
--- script
echo $1 $2 $3
--- stdout
a b c
