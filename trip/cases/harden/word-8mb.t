An 8 MB word from a backquote.
--- script
x = `{tripping long 8388608 w}
echo $#x
echo $x | x = () wc -c
--- stdout
1
8388609
