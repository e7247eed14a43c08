--- script
true && echo yes
false && echo no
echo $status
--- stdout
yes
1
