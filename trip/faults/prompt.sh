# prompt.sh: a ^C that comes after the prompt is written but before the
# shell blocks reading its terminal (rc -i) is not left for the next
# line: the shell says the new line and prompts again at once.  The
# prompt's write is held in a full pipe while SIGINT is sent (tripping
# blocked, so the run is the same on any machine), then let go.

if ! seesblocked; then
	skip prompt-all "cannot see where a process is blocked (/proc/PID/syscall)"
	return 0 2>/dev/null || exit 0
fi

mkfifo in errp gate
(
	PATH=$PWD/bin-ours:$PATH
	# a reader that opens the pipe but drains it only once gate opens
	sh -c 'exec 5<errp; cat gate; exec cat <&5' >intr.err &
	exec 6>errp
	tripping long 65535 x >&6	# with its newline the pipe is full: the prompt's write blocks
	tripping default 2 rc -i <in 2>&6 >intr.out &
	pid=$!
	exec 6>&-
	(sleep 60; kill -9 $pid) 2>/dev/null &	# a hang detector only
	dog=$!
	exec 3>in
	tripping blocked $pid write:2 && kill -INT $pid
	exec 4>gate 4>&-
	# the shell is then back at the terminal: with the ^C taken it prompts
	# again and waits there (left pending, it waits in read instead)
	tripping blocked $pid ppoll
	echo 'echo after' >&3
	exec 3>&-
	wait $pid
	echo $? >intr.st
	kill $dog 2>/dev/null
	wait
)
# the pipe's filler's newline, the prompt, the ^C's new line, the
# prompt again, and the prompt after echo after
tr -d x <intr.err >intr.prompts
printf '\n; \n; ; ' >intr.want
check intr-before-read "sane intr && cmp -s intr.prompts intr.want && test \"\$(cat intr.out)\" = after" ||
	{ show intr; od -c intr.prompts | head -5; }
