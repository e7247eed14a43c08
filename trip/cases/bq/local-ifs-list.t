--- script
x = ``(: ,){echo -n a:b,c}
echo $#x
--- stdout
3
