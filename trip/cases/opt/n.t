--- rcflags
-n
--- script
echo not executed
