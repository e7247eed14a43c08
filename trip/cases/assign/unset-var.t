--- script
echo $#nosuch '['$nosuch']'
--- stdout
0 []
