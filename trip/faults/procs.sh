# procs.sh: a limit on processes (RLIMIT_NPROC), which binds only a uid
# that is not root: the shell runs as a uid of its own (tripping asuser,
# root only).  A fork that fails is said, the command gives up, and what
# it had started is reaped, so the next command can start (issue 26,
# item 5).

if ! isroot; then
	skip procs-all "RLIMIT_NPROC needs a uid of its own: root only"
	return 0 2>/dev/null || exit 0
fi

# An interactive shell reads on after an error: each line shows what the
# one before it left behind ($#apids: children not reaped; descriptor 3
# is the directory glob reads).  `{echo ...} needs no child (rc(1),
# DIFFERENCES), `{builtin echo ...} does.
cat >lines.rc <<'EOF'
prompt=('' '')
yes | head -1 | cat
echo a $status $#apids
{echo x >[1=2]} |[2] cat | cat | cat
echo b $status $#apids
echo `{echo bq} | cat | cat | cat
echo c $status $#apids
x = `{builtin echo hi}
echo d $status $#apids $x
echo `{echo no child} f
cat <{echo np} | cat | cat
echo e $status $#apids
echo /proc/$pid/fd/*
ls -d /
echo end $status $#apids
EOF
for n in 1 2 3; do
	try lines-$n "tripping asuser tripping limit nproc $n rc -i <lines.rc"
done
fork='rc: fork: Resource temporarily unavailable'
sed 's|/proc/[0-9]*/|/proc/PID/|g' lines-1.out >lines-1.norm
matches nproc-1 lines-1.norm <<'EOF' || show lines-1
a 1 0
b 1 0
c 1 0
d 1 0
no child f
e 1 0
/proc/PID/fd/0 /proc/PID/fd/1 /proc/PID/fd/2 /proc/PID/fd/3
end 1 0
EOF
for n in 2 3; do
	# a pipeline cut short leaves no child behind, nor a descriptor
	sed 's|/proc/[0-9]*/|/proc/PID/|g' lines-$n.out >lines-$n.norm
	matches "nproc-$n" lines-$n.norm <<'EOF' || show lines-$n
a 1 0
b 1 0
c 1 0
d 0 0 hi
no child f
e 1 0
/proc/PID/fd/0 /proc/PID/fd/1 /proc/PID/fd/2 /proc/PID/fd/3
/
end 0 0
EOF
	check "nproc-$n-said" "test \"\$(grep -v '^; ' lines-$n.err | sort -u)\" = '$fork'" || show lines-$n
done

# A script stops at the failed fork, as in the reference, whatever forks.
n=0
for cmd in 'yes | head -1 | cat' 'ls |[2] cat | cat' 'echo `{ls} | cat' \
    'cat <{echo a} >{cat}' 'ls >[2=1] | cat'; do
	n=$((n + 1))
	printf '%s\necho not reached\n' "$cmd" >script-$n.rc
	same "script-$n" "tripping asuser tripping limit nproc 2 rc script-$n.rc"
done
# A large here document comes from a helper of its own
awk 'BEGIN { print "cat <<EOF | wc -c"; for (i = 0; i < 100; i++) print "xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx"; print "EOF"; print "echo after $status" }' >here.rc
for n in 1 2 3 4; do
	try here-$n "tripping asuser tripping limit nproc $n rc here.rc"
	# all of it, or the failed fork said (the script stops there, or goes on
	# when a child of its own stopped)
	check "heredoc-$n" "sane here-$n && if test -s here-$n.err; then
		test \"\$(cat here-$n.err)\" = '$fork'
	else
		test \"\$(cat here-$n.out)\" = '8700
after 0 0'
	fi" || show here-$n
done

# A child that has ended but is not reaped (a <{} left for wait, as in
# the reference) counts against the limit: a fork that fails for want
# of processes reaps it and tries again.  FIFOs order the steps: the
# helper ends (gate) while the shell is blocked opening go, and the
# next command comes only once the helper is seen to be a zombie.
mkfifo go gate
cat >zombie.rc <<'EOF'
x = <{. ./gate}
echo $apids >helper.pid
. ./go
EOF
(
	PATH=$PWD/bin-ours:$PATH
	tripping asuser tripping limit nproc 3 rc zombie.rc >zombie.out 2>zombie.err &
	exec 3>go	# the shell has written helper.pid
	exec 4>gate 4>&-	# the helper reads the end of . ./gate, and exits
	tripping zombie "$(cat helper.pid)"
	echo 'ls -d / | cat; echo apids $#apids' >&3
	exec 3>&-
	wait $!
	echo $? >zombie.st
)
check reap-to-fork "test \"\$(cat zombie.out)\" = '/
apids 0' && test \"\$(status zombie)\" = 0" || show zombie
