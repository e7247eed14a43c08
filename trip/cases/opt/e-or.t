--- rcflags
-e
--- script
false || echo rescued
echo still
--- stdout
rescued
still
