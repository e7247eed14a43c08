An if whose command is () and the if not after it in the same list.
--- ref-differs: the reference dies of SIGSEGV when it joins an if with no command to the if not after it
--- script
if (false) (); if not echo no
if (true) (); if not echo never
fn f {if (~ $1 a) ()
if not echo not a}
f a; f b
--- stdout
no
not a
