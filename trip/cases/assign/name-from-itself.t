An assignment whose name comes from the variable it assigns.
--- ref-differs: the reference frees the old value, which holds the name, before it stores the new one, and dies of SIGSEGV
--- script
x = x
$x = 1
echo $x
x = x
$x = (a b c)
echo $#x $x
--- stdout
1
3 a b c
