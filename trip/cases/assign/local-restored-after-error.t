--- script
a = 1
a = 2 { false }
echo $a
--- stdout
1
