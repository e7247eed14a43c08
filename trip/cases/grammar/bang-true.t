--- script
! true
echo $status
--- stdout
1
