--- script
@{ s = 1 }
echo $#s
--- stdout
0
