--- script
whatis -v | grep -c '^0='
--- stdout
0
--- status
1
