--- rcflags
-e
--- script
while (false) echo no
echo still
--- stdout
still
