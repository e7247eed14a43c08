--- script
x = (a b c)
rc -c 'echo $#x $x(2)'
--- stdout
3 b
