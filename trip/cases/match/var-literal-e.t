--- rcflags
-e
--- script
x = a
~ $x a; echo $status
if (~ $x b) echo no
~ $x b
echo not here
--- stdout
0
--- status
1
