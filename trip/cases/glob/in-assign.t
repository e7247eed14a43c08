--- file p
--- file q
--- script
x = *
echo $#x
--- stdout
2
