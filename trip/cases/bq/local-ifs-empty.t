--- script
x = `` () {echo a b c}
echo $#x
--- stdout
1
