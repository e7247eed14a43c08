--- script
a = 1 b = 2 echo hm
echo $#a $#b
--- stdout
hm
0 0
