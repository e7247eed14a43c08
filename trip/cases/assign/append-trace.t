# Under -x the whole new value is printed.
--- rcflags
-x
--- script
x=(a)
x=($x b)
x=(c $x)
--- stderr
x=a
x=(a b)
x=(c a b)
