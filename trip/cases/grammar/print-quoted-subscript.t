A subscripted variable whose name needs quotes is printed with them, so
that what is printed reads back (as a function a child imports must).
--- ref-differs: the reference prints echo $a-b(1), which reads back as $a^-b(1); its child then fails to import a function holding it
--- rcflags
-n
-x
--- script
echo $'a-b'(1) $'a b'(2 3)
--- stderr
echo $'a-b'(1) $'a b'((2 3))
