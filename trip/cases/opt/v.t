--- rcflags
-v
--- script
echo one
echo two
--- stdout
one
two
--- stderr
echo one
echo two
