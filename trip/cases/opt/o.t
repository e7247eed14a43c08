--- rcflags
-o
--- mode
c
--- script
flag o && echo o-set
--- stdout
o-set
