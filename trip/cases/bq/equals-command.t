# `= runs the command =, as `word runs word.
--- script
echo `=
x = ``a =
echo `=a $#x
--- rcflags
-x
--- stdout

a 0
--- stderr
'='
rc: cannot find `='
echo
'='
rc: cannot find `='
x=()
'='
rc: cannot find `='
echo a 0
