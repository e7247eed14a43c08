--- args
1
2
3
4
5
6
7
8
9
10
11
--- script
echo $10 $11
--- stdout
10 11
