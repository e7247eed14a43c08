--- rcflags
-s
--- mode
stdin
--- args
a
b
--- script
echo stdin-script $*
--- stdout
stdin-script a b
