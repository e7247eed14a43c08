--- rcflags
-e
--- script
x = `{echo a}
echo $x $status
x = `{false}
echo not here
--- stdout
a 0
--- status
1
