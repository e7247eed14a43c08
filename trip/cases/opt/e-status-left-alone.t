# -e acts on a status a builtin sets itself: not one it leaves alone
# (eval with nothing, newpgrp, wait, exec alone, continue), nor the last
# of what . or eval ran, which was judged there.  builtin alone counts.
--- script
echo 'test -f /nonexist && echo yes' >and.rc
for (s in '. ./and.rc; echo after $status' 'false && true; eval; echo a' 'false && true; newpgrp; echo b' 'false && true; wait; echo c' 'false && true; exec; echo d' 'if (false) {} else {for (i in 2) {continue}; echo e $i}' 'eval ''false && true''; echo f' 'false && true; builtin newpgrp; echo g' 'false && true; builtin; echo h' '. /nonexist; echo i' 'eval false; echo j')
	rc -e -c $s
--- stdout
after 1
a
b
c
d
e 2
f
g
--- stderr
rc: /nonexist: No such file or directory
--- status
1
