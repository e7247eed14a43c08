# -x shows no local *=(), as the reference does; a global one, or one
# with a value, is shown.
--- script
*=() true
*=(a) true
*=()
--- rcflags
-x
--- stderr
true
*=a
true
*=()
