--- rcflags
-x
--- script
'if'=()
'not'=() true
'if'=1
'for'=''
'a b'=()
--- stderr
if=()
not=()
true
'if'=1
'for'=''
'a b'=()
