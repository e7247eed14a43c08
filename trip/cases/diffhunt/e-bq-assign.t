--- rcflags
-e
--- script
x = `{false}
echo reached
--- status
1
