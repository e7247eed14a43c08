--- rcflags
-c
exit 3
--- mode
stdin
--- script
--- status
3
