--- rcflags
-c
echo $*
--
-x
--- mode
stdin
--- script
--- stdout
-x
