--- script
x = ``(){printf 'a\n\n'}
echo $#x
echo -n $x | od -c | sed 1q
--- stdout
1
0000000   a  \n  \n
