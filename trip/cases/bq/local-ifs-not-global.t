--- script
x = ``(:){echo a:b}
echo $#ifs
--- stdout
3
