# -x prints assigned names as whatis does.
--- script
rc -xc '''if''=1 echo; for (''for'' in 1) true; ''a*''=2; *=3; ''a b''=4' >[2=1]
--- stdout
'if'=1
echo

'for'=1
true
a*=2
*=3
'a b'=4
