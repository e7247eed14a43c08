--- rcflags
-x
--- script
if (true) echo y
for (i in a) echo $i
--- stdout
y
a
--- stderr
true
echo y
i=a
echo a
