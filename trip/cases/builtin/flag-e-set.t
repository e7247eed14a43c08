--- script
flag e +
false
echo not reached
--- status
1
