--- script
'-x' = 1
whatis -- -x
--- stdout
-x=1
