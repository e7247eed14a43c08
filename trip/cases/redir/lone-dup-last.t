# In a command of redirections only, the last one, when it is a >[n=m],
# is neither applied nor traced, as in the reference: no error for a
# descriptor that is not open, and $status stays.
--- rcflags
-x
--- script
false; >[1=5]; echo A $status
>/dev/null >[1=5]; echo B $status
>[1=5] >/dev/null; echo C $status
>[1=5] >[2=1]; echo D $status
>f >[2=1]; ls f
--- stdout
A 1
B 0
C 1
D 1
f
--- stderr
false
echo A 1
echo B 0
rc: dup2: Bad file descriptor
echo C 1
rc: dup2: Bad file descriptor
echo D 1
ls f
