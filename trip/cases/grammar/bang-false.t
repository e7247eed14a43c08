--- script
! false
echo $status
--- stdout
0
