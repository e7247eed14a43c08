--- rcflags
-nx
--- script
echo $x | cat
--- stderr
echo $x|cat
