--- script
! echo x | false
echo $status
--- stdout
0
