--- rcflags
-x
--- script
i = 1
x = `{echo $i}
--- stderr
i=1
echo 1
x=1
