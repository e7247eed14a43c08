# output.sh: a builtin's output line goes out in one write, so shells
# writing to one file or pipe side by side never tear each other's lines
# (issue 26, item 8); a failed write is said once, exactly.

# x N: a word of N x's.
x() {
	awk -v n="$1" 'BEGIN { while (n-- > 0) printf "x"; print "" }'
}
cat >lines.rc <<EOF
a=$(x 100)
b=$(x 4095)
c=$(x 2000)
d=$(x 100000)
EOF
cat >>lines.rc <<'EOF'
echo $a
echo $b
echo -n $b
echo $c $c
echo $d
echo $d $d
whatis d
eval 'fn f {echo '^$b^'}'
whatis f
echo $a $a $a $a $a $a $a $a $a $a $a $a $a $a $a $a $a $a $a $a $a $a $a
EOF
if command -v strace >/dev/null 2>&1; then
	# one write for each line, however long (no redirection: no child)
	try writes "strace -o trace -e trace=write rc lines.rc >/dev/null"
	grep -o '= [0-9]*$' trace | sed 's/= //' >writes.got
	matches one-write-a-line writes.got <<'EOF' || show writes
101
4096
4095
4002
100001
200002
100003
4108
2323
EOF
else
	skip one-write-a-line no strace
fi

# Four shells append long lines to one file at once: every line arrives
# whole (O_APPEND writes each whole; a line cut in two writes could have
# another shell's line between its parts).
cat >append.rc <<EOF
c=$(x 3000)
EOF
cat >>append.rc <<'EOF'
for (i in 1 2 3 4 5 6 7 8 9 10 11 12 13 14 15 16 17 18 19 20) echo $1 $c $1 >>shared
EOF
try append 'for w in a b c d; do rc append.rc $w & done; wait'
check appended-whole "test \"\$(wc -l <shared)\" = 80 &&
	test \"\$(grep -c -v '^\\([abcd]\\) x\\{3000\\} \\1\$' shared)\" = 0" || show append

# The same through a pipe, lines under PIPE_BUF.
sed 's/ >>shared$//' append.rc >pipe.rc
try piped '{ for w in e f g h; do rc pipe.rc $w & done; wait; } | cat >piped.all'
check piped-whole "test \"\$(wc -l <piped.all)\" = 80 &&
	test \"\$(grep -c -v '^\\([e-h]\\) x\\{3000\\} \\1\$' piped.all)\" = 0" || show piped

# A failed write is said once, however long the line, and the status is 1.
try full "env d=$(x 100000) rc -c 'echo \$d >/dev/full; echo st \$status; whatis d >/dev/full; echo st \$status'"
check full-once "test \"\$(cat full.out)\" = 'st 1
st 1' && test \"\$(cat full.err)\" = 'rc: echo: write error: No space left on device
rc: whatis: write error: No space left on device'" || show full
