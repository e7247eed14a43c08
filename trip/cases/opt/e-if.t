--- rcflags
-e
--- script
if (false) echo no
echo still
--- stdout
still
