--- rcflags
-x
--- script
echo a > f >[2=1]
--- stderr
echo a
