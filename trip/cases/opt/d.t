--- rcflags
-d
--- mode
c
--- script
flag d && echo d-set
--- stdout
d-set
