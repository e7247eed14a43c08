$(name) with a name that is not a plain name must print back as $(...): otherwise a function changes meaning when it is exported (found by the parser fuzzer's print/read-back check).
--- script
x = X
a = A
fn f { echo $(x-) $(a.b) $#(x-) }
whatis f
f
rc -c f
--- stdout
fn f {echo $(x^-) $(a^.b) $#(x^-)}
0
0
