Echoes go out before whatever comes next: an error in a command's words, another's output on the same file, a child, an exec, a descriptor moved.
--- script
rc -c 'x=(a b); echo a; echo b; echo $x(q)' >[2=1]
echo status $status
rc -c 'echo a; echo b >[1=2]; echo c; echo d >[1=2]; for (i in e f) echo $i; cat /nonexistent/x; echo g' >[2=1]
rc -c 'echo a; @{echo b}; echo c; echo d | cat; echo e; x=`{echo f >[1=2]}; echo g'  >[2=1]
rc -c 'echo a; >/dev/null; echo b; >[2]/dev/null; echo c' >[2=1]
rc -c 'echo a; exec /bin/echo b'
--- stdout
a
b
rc: line 0: bad subscript
status 1
a
b
c
d
e
f
cat: /nonexistent/x: No such file or directory
g
a
b
c
d
e
f
g
a
b
c
a
b
