# In a subshell or backquote, the same: the child ends there.
--- script
@{exec cd /; echo not reached}
echo $status
x=`{exec eval 'echo in; exit 5'; echo not reached}
echo $x $status
--- stdout
0
in 0
