--- rcflags
-e
--- script
~ a b
echo reached
--- status
1
