--- script
x = ('a b' c)
echo $#x
--- stdout
2
