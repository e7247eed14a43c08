An if not right after its if, inside a case of a switch in a function,
is that if's else.
--- ref-differs: the reference stops with rc panic: unexpected node in treecpy! when it defines the function, and loses the rest of its input
--- script
fn f {switch ($1) {case a; if (~ $2 y) echo yes; if not echo no}}
f a y; f a n
whatis f
--- stdout
yes
no
fn f {switch($1){case a;if(~ $2 y)echo yes;if not echo no}}
