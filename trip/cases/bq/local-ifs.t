--- script
x = ``(:){echo -n a:b:c}
echo $#x $x
--- stdout
3 a b c
