# A \001 or \002 inside a word is exported behind a \002, and reads back.
--- script
x=`{tripping bytes 'a\001b'}
tripping env x
rc -c 'echo $#x; tripping bytes $x | od -An -c'
x=(`{tripping bytes 'a\002b'} c `{tripping bytes '\001\002'} '')
tripping env x
rc -c 'echo $#x; for (i in $x) tripping bytes $i | od -An -c'
--- stdout
x=a\002\001b
1
   a 001   b
x=a\002\002b\001c\001\002\001\002\002\001
4
   a 002   b
   c
 001 002
