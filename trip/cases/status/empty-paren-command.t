() alone is no command: it leaves $status, but a body made of it is
empty, so braces and a function around it are true, and whatis prints
the function empty.
--- script
false; (); echo $status
false; {()}; echo $status
false; {(); ()}; echo $status
fn f {()}
fn g {(); ()}
whatis f g
false; f; echo $status
--- stdout
1
0
0
fn f {}
fn g {}
0
