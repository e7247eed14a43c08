--- rcflags
-v
--- mode
c
--- script
echo v-in-c
--- stdout
v-in-c
