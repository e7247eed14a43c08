An imported variable first assigned, appended to, bound locally or
deleted before it is read takes its place in whatis's order from the
import, and goes to children as given until it changes.
--- script
X=new
Y=($Y more)
Z=() W=w printenv W
env | grep -e '^[XYZW]='
whatis | grep -e '^[A-Z]='
--- env
W=1
X=2
Y=a
Z=3
--- stdout
w
W=1
X=new
Y=amore
Z=3
W=1
Y=(a more)
X=new
Z=3
