--- script
echo $#* '['$*']'
--- stdout
0 []
