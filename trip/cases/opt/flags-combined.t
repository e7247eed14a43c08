--- rcflags
-ec
false; echo no
--- mode
stdin
--- script
--- status
1
