A word made of 200000 concatenations: built without running out of stack.
--- script
awk 'BEGIN { printf "x = b; y = "; for (i = 0; i < 200000; i++) printf "a^$x^"; print "c; echo $#y; echo $y >f; y = (); wc -c <f" }' >cat.rc
rc cat.rc
echo status $status
--- stdout
1
400002
status 0
--- ref-differs: the reference dies of SIGSEGV expanding the word
