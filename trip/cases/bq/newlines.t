--- script
x = `{printf 'a\nb\nc\n'}
echo $#x $x
--- stdout
3 a b c
