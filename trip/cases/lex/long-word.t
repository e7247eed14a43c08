--- script
x = `{tripping long 20000 a}
echo $#x
echo $x | wc -c
--- stdout
1
20001
