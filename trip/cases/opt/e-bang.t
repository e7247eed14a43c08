--- rcflags
-e
--- script
! true
echo not-reached
--- status
1
