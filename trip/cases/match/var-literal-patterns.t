--- script
x = (abc 'a*c' '[x]' '' q)
for (p in 1 2 3 4 5) {
	~ $x(1) a*c; echo $status
}
~ $x 'a*c'; echo $status
~ $x a?; echo $status
~ $x a?c; echo $status
~ $x '[x]'; echo $status
~ $x [x]; echo $status
~ $x [~a-z]; echo $status
~ $x ''; echo $status
~ $x *; echo $status
~ $x; echo $status
~ $x 'a*c' zz; echo $status
z = '*'
~ $z '*'; echo $status
~ $z x*; echo $status
~ $z [*]; echo $status
~ $z [; echo $status
w = '['
~ $w [; echo $status
~ $w [[]; echo $status
for (i in 1 17 70 8) if (~ $i *7*) echo $i
--- stdout
0
0
0
0
0
0
1
0
0
1
1
0
0
1
0
0
1
0
1
0
0
17
70
