--- script
echo ! a
--- stdout
! a
