# A keyword as a marker stays a keyword: for( is not word(.
--- script
cat <<for(a)
x
for
cat <<a(b)
x
a
--- rcflags
-n
--- stderr
rc: line 4: syntax error near '('
