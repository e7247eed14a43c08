--- rcflags
-i
--- mode
c
--- script
echo interactive
flag i && echo i-set
--- stdout
interactive
i-set
