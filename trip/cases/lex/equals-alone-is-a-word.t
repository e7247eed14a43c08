# = standing alone is an ordinary word everywhere but right after a
# command's first word, where it makes an assignment.
--- script
echo foo = bar
echo -- =
echo a =
echo a = =
echo a == b
echo (a = b)
x=(a = b); echo $#x $x
for (i in a = b) echo $i
~ = =; echo $status
~ a =; echo $status
switch (=) {case =; echo eq}
echo a > =; cat < =
fn = {echo in =}; whatis '='
echo == ; whatis echo
--- stdout
foo = bar
=
a =
a = =
a == b
a = b
3 a = b
a
=
b
0
1
eq
a
fn '=' {echo in '='}
echo='='
builtin echo
