# -n -x prints what the reference prints: empty bodies as (), a second
# redirection on a group after a blank, an empty last case with its ;,
# an empty list after the command word only when more follows.
--- script
echo `{} <{} >{}
x=``(){}
{a} >f <g
switch (a) {case b; c; case d;}
switch (a) {case b
}
echo () a
echo a ()
echo () ()
echo () () a
echo () >f
x=() echo ()
--- rcflags
-n
-x
--- stderr
echo `{()} <{()} >{()}
x=``(){()}
{a}>f <g
switch(a){case b;c;case d;}
switch(a){case b;}
echo () a
echo a
echo
echo () a
echo () >f
x=() echo
