# storms.sh: storms of signals (SIGINT, SIGTERM, SIGHUP and SIGPIPE with
# a handler fn; SIGCHLD and SIGWINCH without) while the shell is blocked:
# reading its script, waiting for a child, reading a backquote, reading a
# here document, and writing a builtin's output to a full pipe.  Each
# signal is sent when the shell is seen blocked in that system call
# (tripping storm), so the run is the same on any machine.  No input or
# output is lost and nothing hangs.  A handler runs as often as in the
# reference where it is sane: once a signal while it reads a script or a
# here document, once in all while it waits.  Where it is not, our rule:
# at least once, at most once a signal.  The reference's backquote stops
# reading at the first signal, losing the rest of the output (and then
# waits for a child that may never end), and its echo loses 1024 bytes
# of its line to each signal that interrupts a write.

if ! seesblocked; then
	skip storms-all "cannot see where a process is blocked (/proc/PID/syscall)"
	return 0 2>/dev/null || exit 0
fi

# Each blocking operation: the script before the storm (after the
# handler), the system call the shell blocks in, what ends the block,
# and the script after.
part1() {
	case $1 in
	script) echo 'echo ready' ;;
	wait) printf 'cat gate\necho after $status\n' ;;
	backquote) printf 'x = `{cat gate}\necho after $x\n' ;;
	heredoc) printf 'cat <<EOF\nline one\n' ;;
	write) printf 'x = `{tripping long 200000}\necho $x\necho after\n' ;;
	esac
}
part2() {
	case $1 in
	heredoc) printf 'line two\nEOF\n' ;;
	esac
	echo 'echo handled $#n'
}
call() {
	case $1 in
	script | heredoc) echo read:0 ;;
	wait) echo wait4 ;;
	backquote) echo 'read:!0' ;;
	write) echo write:1 ;;
	esac
}

# storm L SIDE OP SIG [N]: L.out, L.err, L.st of the shell on SIDE (ours
# or ref) under N SIG (10, each with a handler; 1 without) during OP.
storm() {
	rm -f in gate outp
	mkfifo in gate outp
	case ${5:-10}.$4 in
	1.*) h= ;;
	*.1) h=sighup ;;
	*.2) h=sigint ;;
	*.13) h=sigpipe ;;
	*.15) h=sigterm ;;
	*) h= ;;
	esac
	(
		PATH=$PWD/bin-$2:$PATH
		if test "$3" = write; then
			# a reader that opens the pipe but reads only once gate opens
			sh -c 'exec 5<outp; cat gate; exec cat <&5' >"$1.out" &
			out=outp
		else
			out=$1.out
		fi
		tripping default "$4" rc <in >"$out" 2>"$1.err" &
		pid=$!
		(sleep 60; kill -9 $pid) 2>/dev/null &	# a hang detector only
		dog=$!
		exec 3>in
		{
			test -n "$h" && echo "fn $h {n = (\$n x)}"
			echo 'n = ()'
			part1 "$3"
		} >&3
		if test "${5:-10}" = 10; then
			tripping storm $pid "$4" 10 "$(call "$3")" || kill -9 $pid
		else	# the shell may die of it, and its child with it
			tripping storm $pid "$4" 1 "$(call "$3")" 2>/dev/null
		fi
		case $3 in
		wait | write) exec 4>gate 4>&- ;;
		backquote) exec 4>gate; echo from gate >&4; exec 4>&- ;;
		esac 2>/dev/null
		(trap '' PIPE; part2 "$3" >&3) 2>/dev/null
		exec 3>&-
		wait $pid
		echo $? >"$1.st"
		wait $pid 2>/dev/null
		kill $dog 2>/dev/null
		wait
	)
	awk '{ print /^x+$/ && length($0) == 200000 ? "LONG" : $0 }' "$1.out" >"$1.tmp"
	mv "$1.tmp" "$1.out"
}

# What each operation prints, the handler's count aside.
want() {
	case $1 in
	script) echo ready ;;
	wait) echo after 0 ;;
	backquote) echo after from gate ;;
	heredoc) printf 'line one\nline two\n' ;;
	write) printf 'LONG\nafter\n' ;;
	esac
}

for op in ${STORM_OPS:-script wait backquote heredoc write}; do
	for sig in 2 15 1 13 17 28; do
		p=$op-$sig
		storm $p ours $op $sig
		want $op >$p.want
		case $sig.$op in
		17.* | 28.*) echo handled 0 ;;
		*.script | *.heredoc) echo handled 10 ;;
		*.wait) echo handled 1 ;;
		*) echo handled 1 to 10 ;;
		esac >$p.count
		# all the input read and run, all the output there, nothing said
		check "$p" "sane $p && ! test -s $p.err && grep -v '^handled ' $p.out | cmp -s - $p.want" || show $p
		check "$p-count" "grep '^handled ' $p.out | cmp -s - $p.count ||
			{ grep -q 'to 10' $p.count && grep -q '^handled \\([1-9]\\|10\\)\$' $p.out; }" || show $p
	done
done

# One SIGINT, SIGTERM or SIGHUP with no handler, where the reference is
# sane: the shell does as the reference does.
if haveref; then
	for op in script wait heredoc; do
		for sig in 2 15 1; do
			p=one-$op-$sig
			storm $p ours $op $sig 1
			storm $p.r ref $op $sig 1
			check "$p" "cmp -s $p.out $p.r.out && cmp -s $p.err $p.r.err && cmp -s $p.st $p.r.st" || {
				echo ours:; show $p; echo reference:; show $p.r; }
		done
	done
else
	skip one-signal no reference rc
fi
