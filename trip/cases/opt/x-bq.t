--- rcflags
-x
--- script
x = `{echo hi}
--- stderr
echo hi
x=hi
