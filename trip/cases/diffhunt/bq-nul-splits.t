--- script
x = `{printf 'a\0b'}
echo $#x $x
--- stdout
2 a b
