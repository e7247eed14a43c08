--- rcflags
-e
--- script
echo before
false
echo after
--- stdout
before
--- status
1
