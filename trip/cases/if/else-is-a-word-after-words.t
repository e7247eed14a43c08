--- script
if (false) echo a else echo b
if (true) echo a else echo b
if (false) fn x else echo b
whatis x
if (true) ~ a else b; echo $status
--- stdout
a else echo b
builtin x
1
