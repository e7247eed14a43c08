#!/bin/sh
# replay.sh: runs every fuzz corpus file through `rc -n` and fails on a signal death or a hang.
#
# usage: sh fuzz/replay.sh [RC]     (RC also from the environment; default rc)
# Each file is given to rc -n twice, as a script argument and on standard
# input.  A syntax error is fine; dying of a signal (status > 128, or a
# sanitizer's report) or running past $REPLAY_TIMEOUT seconds is not.
# With FUZZER set to a parse_fuzz built by build.sh, the whole corpus is
# also run once through it, where LeakSanitizer sees leaks that rc's own
# exit hides.  Prints one TAP line per file and exits 0 only when all pass.
here=$(cd "$(dirname "$0")" && pwd)
rc=${1:-${RC:-rc}}
limit=${REPLAY_TIMEOUT:-10}
corpus=${REPLAY_CORPUS:-$here/corpus}
tmp=${TMPDIR:-/tmp}/rc-replay.$$
mkdir -p "$tmp" || exit 99
trap 'rm -rf "$tmp"' 0
# a sanitizer build must report, not just exit quietly
ASAN_OPTIONS=${ASAN_OPTIONS:-abort_on_error=1:detect_leaks=0}
UBSAN_OPTIONS=${UBSAN_OPTIONS:-halt_on_error=1:abort_on_error=1:print_stacktrace=1}
export ASAN_OPTIONS UBSAN_OPTIONS

n=0 bad=0
set -- "$corpus"/*
if test -n "$FUZZER"; then
	echo "1..$(($# + 1))"
else
	echo "1..$#"
fi
for f in "$@"; do
	n=$((n + 1))
	why=
	timeout -s KILL "$limit" "$rc" -n "$f" >/dev/null 2>"$tmp/err1" </dev/null
	s1=$?
	timeout -s KILL "$limit" "$rc" -n >/dev/null 2>"$tmp/err2" <"$f"
	s2=$?
	for s in $s1 $s2; do
		if test "$s" -eq 137 || test "$s" -eq 124; then
			why="$why timeout(${limit}s)"
		elif test "$s" -gt 128; then
			why="$why signal $((s - 128))"
		fi
	done
	if grep -q 'Sanitizer\|runtime error:' "$tmp/err1" "$tmp/err2"; then
		why="$why sanitizer report"
	fi
	if test -z "$why"; then
		echo "ok $n - $(basename "$f")"
	else
		bad=$((bad + 1))
		echo "not ok $n - $(basename "$f"):$why"
		sed 's/^/# /' "$tmp/err1" | head -20
	fi
done
if test -n "$FUZZER"; then
	n=$((n + 1))
	# one process per file: LeakSanitizer looks only at exit, and a leak
	# from one input could stay hidden behind pointers left by the next
	: >"$tmp/fz"
	fbad=0
	for f in "$@"; do
		if ! (ulimit -t 60; ASAN_OPTIONS=detect_leaks=1 "$FUZZER" "$f") \
		    >"$tmp/fz1" 2>&1; then
			fbad=$((fbad + 1))
			cat "$tmp/fz1" >>"$tmp/fz"
		fi
	done
	if test "$fbad" -eq 0; then
		echo "ok $n - the corpus through $(basename "$FUZZER")"
	else
		bad=$((bad + 1))
		echo "not ok $n - the corpus through $(basename "$FUZZER"): $fbad inputs fail"
		awk '/^Running: / { last = $0; next }
		/ERROR|runtime error|SUMMARY|^parse_fuzz:|^(re)?printed:/ { if (last) print last; last = ""; print }' \
			"$tmp/fz" | sed 's/^/# /' | head -30
	fi
fi
echo "# replay: $((n - bad)) passed, $bad failed"
test "$bad" -eq 0
