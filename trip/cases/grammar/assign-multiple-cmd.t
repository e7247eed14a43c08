--- script
a=1 b=2 { echo $a $b }
echo after $#a $#b
--- stdout
1 2
after 0 0
