--- script
false || echo yes
true || echo no
echo $status
--- stdout
yes
0
