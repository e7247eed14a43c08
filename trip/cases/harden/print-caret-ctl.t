whatis prints the caret between $c and a word that starts with a control byte (found by the parser fuzzer's print/read-back check).
--- script
tripping bytes 'fn f { echo $ c\001x }\nfn g { echo $c\001x }\nwhatis f g\n' >f.rc
rc f.rc | od -An -c
--- stdout
   f   n       f       {   e   c   h   o       $   c   ^ 001   x
   }  \n   f   n       g       {   e   c   h   o       $   c   ^
 001   x   }  \n
