--- script
echo 'a'\
b
echo 'a'\
\
'b' c
x=1
echo 'a' \
$x
echo 'a'\
$x
--- stdout
ab
ab c
a 1
a1
