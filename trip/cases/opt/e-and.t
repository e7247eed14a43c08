--- rcflags
-e
--- script
false && echo no
echo still
--- stdout
still
