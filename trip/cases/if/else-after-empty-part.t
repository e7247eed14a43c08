--- script
if (false) echo a || else echo b
if (true) echo a || else echo b
if (false) echo a && else echo b
if (false) ! else echo c
if (false) @ else echo d
if (false) x=1 else echo e
if (false) >f else echo f
if (false) echo a | else echo g
if (false) for (i) else echo h
if (false) {a} >f else echo i
if (false) fn f {a} else echo j
if (false) if (true) ! else echo k
if (false) echo a ||
else
echo l
if (false) echo a || else; echo m
fn f {if (false) echo a || else echo n}
whatis f
f
--- stdout
b
a
b
c
d
e
f
g
h
i
j
l
m
fn f {if(false){echo a||()}else echo n}
n
