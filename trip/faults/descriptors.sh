# descriptors.sh: a limit on descriptors, set inside the shell (limit) or
# outside it (tripping limit), from 3 up: the shell never loses its own
# standard input or output, and says clearly what it cannot do (issue 26,
# item 1).  The reference is dynamic and cannot start below 4.

# Every construct that opens, saves or holds a descriptor, each followed
# by a line that shows the shell's output is still there.
cat >body.rc <<'EOF'
ls >/dev/null; echo a $status
cat </etc/hostname >/dev/null; echo b $status
>nocmd; echo c $status
x=1 >nocmd; echo c2 $status
>[3]nocmd >[1=3]; echo c3 $status
echo d >[2]/dev/null
{echo e} >/dev/null; echo e $status
fn f {echo f $*}; f 1 >/dev/null; f 2
echo g | cat
echo h `{echo bq}
cat <{echo i}
echo j >{cat}
cat <<END
k
END
cat <<<l
eval 'echo m'
echo 'echo n' >dotfile; . dotfile
@{echo o}
y=<{echo p}; cat $y
echo q >[2=1] | cat
EOF
for i in 1 2 3 4 5 6 7 8 9 10 11 12 13 14 15 16 17 18 19 20 21 22 23 24 25 26 27 28 29 30; do
	echo "echo line $i" >>body.rc
done
{ echo 'limit descriptors $1'; cat body.rc; } >inside.rc
# A large heredoc comes from a child of its own; exec's redirections stay.
{
	echo 'cat <<END | wc -c'
	i=0
	while test $i -lt 100; do
		echo 'xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx'
		i=$((i + 1))
	done
	echo END
	echo '@{exec >out; echo r}; cat out'
	echo 'echo end'
} >>body.rc

# The reference, when it starts, runs the lot at every limit.
for n in 3 4 5 6 7 8 9 10 11 12 13 14 15 16 17 18 19 20; do
	same "inside-$n" "rc inside.rc $n"
done
for n in 4 5 6 7 8 9 10 11 12 13 14 15 16 17 18 19 20; do
	same "stdin-$n" "tripping limit nofile $n rc <body.rc"
	same "file-$n" "tripping limit nofile $n rc body.rc"
done

# Our own rule where the reference cannot start: a clear error that ends
# the script, and nothing lost before it.
for how in '<body.rc' 'body.rc'; do
	if dynamic; then
		skip "limit-3-rule-$how" a dynamic rc cannot load its libraries
		continue
	fi
	try low "tripping limit nofile 3 rc $how"
	check "limit-3-rule-$how" 'sane low && test "$(status low)" = 1 &&
		! grep -q "Bad file descriptor" low.out low.err &&
		grep -q "^rc: " low.err && test "$(grep -cv "^rc: " low.err)" = 0' || show low
done
for n in 4 5 6 8 10 12 20; do
	try keep "tripping limit nofile $n rc <body.rc"
	check "no-loss-$n" '! grep -q "Bad file descriptor" keep.out keep.err' || show keep
done

# An interactive shell keeps reading its standard input, and reports a
# history file it cannot open at each line, as the reference does.
printf 'echo one >/dev/null\necho two\nls >/dev/null\necho three\n' >lines
for n in 4 5 6 10 11 12; do
	same "interactive-$n" "tripping limit nofile $n env history=$PWD/hist rc -i <lines"
done

# A descriptor beyond the limit cannot be a redirection's target: said,
# status 1, where the reference fails without a word (doc/rc.1,
# DIFFERENCES: descriptor numbers).
cat >above.rc <<'EOF'
limit descriptors 6
>[7]nocmd; echo st $status
ls >[7]/dev/null; echo st $status
echo x >[7]/dev/null; echo st $status
exec >[7]/dev/null; echo not reached
EOF
try above 'rc above.rc'
check above-limit 'test "$(status above)" = 1 && test "$(cat above.out)" = "st 1
st 1
st 1" && test "$(grep -c "^rc: dup2: Bad file descriptor$" above.err)" = 4' || show above
