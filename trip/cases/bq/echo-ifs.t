--- script
x = `` : {echo a:b:c}
echo $#x
ifs = (: ' ')
x = `{echo a:b c}
echo $#x $x
ifs = ()
x = `{echo a b}
echo $#x
--- stdout
3
3 a b c

1
