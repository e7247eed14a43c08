--- script
ifs = ()
x = `{echo a b; echo c}
echo $#x
--- stdout
1
