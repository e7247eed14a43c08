--- script
prompt=('P ' 'Q ')
echo a\
b
echo x\
\
y
echo $a\
b
echo 'q'\
r
a\
--- rcflags
-i
--- mode
stdin
--- stdout
a b
x y
b
qr
--- stderr
; P Q P Q Q P Q P Q P Q rc: cannot find `a'
--- status
1
