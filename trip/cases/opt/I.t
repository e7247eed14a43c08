--- rcflags
-I
--- mode
c
--- script
flag i || echo not-interactive
--- stdout
not-interactive
