--- script
echo $#apid $#apids
--- stdout
0 0
