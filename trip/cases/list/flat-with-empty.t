--- script
x = ('' a '')
echo '['$^x']'
--- stdout
[ a ]
