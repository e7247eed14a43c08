# faults/lib.sh: helpers for the fault-injection probes; runfaults runs each faults/AREA.sh after it.
#
# A probe runs a shell command line in which $rc is the shell under test
# (and `rc' and `tripping' are on PATH):
#   try L 'CMD'       runs it: L.out, L.err, L.st (status; 124 a hang)
#   tryref L 'CMD'    the same under the reference
#   same NAME 'CMD'   runs it under both: passes when stdout, stderr and
#                     status agree (skips without the reference)
#   check NAME 'EXPR' passes when sh's eval of EXPR succeeds
#   skip NAME WHY     a probe this machine cannot make
# Results go to stdout as "ok NAME" or "not ok NAME", details as other
# lines (runfaults turns them into TAP).  Probes are deterministic: a
# signal is sent when the shell is known to be blocked (tripping storm),
# never after a sleep.

: "${PROBE_TIMEOUT:=20}"
# The programs are linked here, not pointed at: a probe run as a uid of
# its own (tripping asuser) must reach them, and the build tree may be
# under a directory only root can enter (mktemp -d makes those).  A copy
# where a hard link cannot go.
place() {
	rm -f "$2"
	ln "$1" "$2" 2>/dev/null || cp "$1" "$2"
}
mkdir -p bin-ours bin-ref
place "$RC" bin-ours/rc
place "$TRIPPING" bin-ours/tripping
if test -n "$RC_REF"; then
	place "$RC_REF" bin-ref/rc
	place "$TRIPPING" bin-ref/tripping
fi
chmod 755 bin-ours bin-ref

ok() {
	echo "ok $*"
}

notok() {
	echo "not ok $*"
}

skip() {
	_n=$1
	shift
	echo "ok $_n # SKIP $*"
}

# show L: the results of a run, for a failure's report.
show() {
	echo "$1: status $(cat "$1.st")"
	sed 's/^/  out: /' "$1.out" | head -20 | cut -c1-200
	sed 's/^/  err: /' "$1.err" | head -20 | cut -c1-200
}

_try() {
	(
		PATH=$PWD/bin-$2:/usr/bin:/bin:/usr/sbin:/sbin
		rc=$3
		export PATH rc
		timeout -k 2 "$PROBE_TIMEOUT" sh -c "$4"
	) >"$1.out" 2>"$1.err" </dev/null
	echo $? >"$1.st"
	# the two shells' paths are the same name to a comparison
	sed -i "s|$3|@RC|g" "$1.out" "$1.err"
}

try() {
	_try "$1" ours "$RC" "$2"
}

tryref() {
	_try "$1" ref "$RC_REF" "$2"
}

haveref() {
	test -n "$RC_REF"
}

same() {
	if ! haveref; then
		skip "$1" no reference rc
		return
	fi
	try "$1.o" "$2"
	tryref "$1.r" "$2"
	if cmp -s "$1.o.out" "$1.r.out" && cmp -s "$1.o.err" "$1.r.err" \
	    && cmp -s "$1.o.st" "$1.r.st"; then
		ok "$1"
	else
		notok "$1"
		echo "ours:"
		show "$1.o"
		echo "reference:"
		show "$1.r"
	fi
}

check() {
	if eval "$2"; then
		ok "$1"
	else
		notok "$1"
		return 1
	fi
}

# matches NAME FILE: passes when the file is what stdin holds.
matches() {
	if cmp -s "$2" -; then
		ok "$1"
	else
		notok "$1"
		echo "got:"
		sed 's/^/  /' "$2" | head -20
		return 1
	fi
}

isroot() {
	test "$(id -u)" = 0
}

# A dynamic shell (the sanitizers, --with-readline=dynamic) needs
# descriptors to load its libraries before main.
dynamic() {
	ldd "$RC" >/dev/null 2>&1
}

# Address-space limits mean nothing to a sanitizer's shadow memory.
sanitized() {
	test -n "$SAN_CFLAGS"
}

# The status a run ended with, and whether it died of a signal (128+n).
status() {
	cat "$1.st"
}

# Sane: no hang (124), and no death by a signal of its own making.
sane() {
	_s=$(status "$1")
	test "$_s" -ne 124 && test "$_s" -ne 134 && test "$_s" -ne 136 \
	    && test "$_s" -ne 137 && test "$_s" -ne 139
}

# seesblocked: whether tripping can tell where a process is blocked: it
# reads /proc/PID/syscall, which a kernel may not have and ptrace's rules
# may forbid; a cat blocked opening a FIFO tells.
seesblocked() {
	mkfifo seesblocked.fifo
	cat seesblocked.fifo >/dev/null &
	"$TRIPPING" blocked $! openat 2>/dev/null
	_r=$?
	exec 3>seesblocked.fifo 3>&-
	wait
	rm -f seesblocked.fifo
	return $_r
}
