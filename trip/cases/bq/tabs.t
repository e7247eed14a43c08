--- script
x = `{printf 'a\tb'}
echo $#x
--- stdout
2
