# Importing, \002 quotes only a \001 or \002 after it.
--- script
for (v in `{tripping bytes 'a\002b a\002 a\002\002 \002\001 a\001 \001'}) env x=$v rc -c 'echo $#x; for (i in $x) echo -n $i | od -An -c'
--- stdout
1
   a 002   b
1
   a 002
1
   a 002
1
 001
2
   a
2
