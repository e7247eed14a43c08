--- script
x = (1 2)
echo $x^b $x.c
--- stdout
1b 2b 1.c 2.c
