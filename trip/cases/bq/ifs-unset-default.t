--- script
echo $#ifs
whatis ifs
--- stdout
3
ifs=(' ' '	' '
')
