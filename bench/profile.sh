#!/bin/sh
# profile.sh: where one round of each of issue 27's five loops goes in an rc, by callgrind (instructions, calls per round).
#
# usage: profile.sh [-n rounds] [-b bq-rounds] [-t top] rc
#
# Runs the five loops of the interp experiment (for, fn, match, echo,
# bq: the rc scripts of exp-interp.sh) and the list they loop over alone,
# each under valgrind --tool=callgrind, and prints for each loop, per
# round (the loop's run less the list's, over the rounds):
#   - the instructions executed, in all;
#   - the functions that executed most of them, by their own instructions;
#   - the calls made most often, with malloc, realloc, free, the arena
#     (mem_nalloc), undo frames (error_framepush) and the look-ups of names (var.c
#     and fn.c) always shown: allocations, frames and look-ups per round.
# A function appears as file:name where the binary has line information.
# rounds is 20000 (bq: 200): enough that start-up and the list vanish in
# the difference.  Nothing here is timed.

rounds=20000 bq=200 top=12
while getopts n:b:t: o; do
	case $o in
	n) rounds=$OPTARG ;;
	b) bq=$OPTARG ;;
	t) top=$OPTARG ;;
	*) echo "usage: profile.sh [-n rounds] [-b bq-rounds] [-t top] rc" >&2; exit 2 ;;
	esac
done
shift $((OPTIND - 1))
if [ $# -ne 1 ] || [ ! -x "$1" ]; then
	echo "usage: profile.sh [-n rounds] [-b bq-rounds] [-t top] rc" >&2
	exit 2
fi
if ! command -v valgrind >/dev/null 2>&1; then
	echo "profile.sh: valgrind is not installed" >&2
	exit 1
fi
rc=$1
here=$(cd "$(dirname "$0")" && pwd)
tmp=$(mktemp -d "${TMPDIR:-/tmp}/profile.XXXXXX") || exit 1
trap 'rm -rf "$tmp"' EXIT
# the scripts are the interp experiment's
say() { printf '%s\n' "$*"; }
. "$here/exp-workloads.sh"
. "$here/exp-interp.sh"

# flat FILE: "calls self name" for every function of a callgrind output
# file, names as file:function.  Costs are the first event (Ir); a cost
# line after calls= is the callee's inclusive cost, not the caller's own.
flat()
{
	awk '
	function name(kind, s,   id, rest) {
		if (s !~ /^\(/) return s
		id = substr(s, 2, index(s, ")") - 2)
		rest = substr(s, index(s, ")") + 2)
		if (rest != "") names[kind, id] = rest
		return names[kind, id]
	}
	# file:function, one name for all the levels of a recursion
	function full(f, fn) {
		sub(/^.*\//, "", f); sub(/'"'"'[0-9]+$/, "", fn)
		return (f == "???" || f == "" ? "" : f ":") fn
	}
	/^fl=/ { fl = cur = name("f", substr($0, 4)); next }
	/^f[ie]=/ { cur = name("f", substr($0, 4)); next }
	/^fn=/ { cur = fl; fn = full(fl, name("n", substr($0, 4))); next }
	# a call names the file of its target only when it is not the current one
	/^cf[il]=/ { cfl = name("f", substr($0, 5)); next }
	/^cfn=/ { cfn = full(cfl != "" ? cfl : cur, name("n", substr($0, 5))); cfl = ""; next }
	/^calls=/ { split(substr($0, 7), c, " "); calls[cfn] += c[1]; incall = 1; next }
	/^[0-9+*-]/ {
		if (incall) { incall = 0; next }
		self[fn] += $2
		next
	}
	END {
		for (f in self) seen[f] = 1
		for (f in calls) seen[f] = 1
		for (f in seen) printf "%d %d %s\n", calls[f], self[f], f
	}' "$1"
}

# total NAME: the instructions of a run, its forked children's included.
total()
{
	awk '/^(summary|totals):/ { n += $2; nextfile } END { print n }' "$tmp/$1".out.*
}

# grind NAME: run $tmp/NAME.rc under callgrind; a forked child (a
# backquote's) writes a file of its own, and NAME.flat sums them all.  A
# child inherits its parent's counts: they are zeroed where rc's child
# starts its own life (proc_enterchild, proc.c).
grind()
{
	rm -f "$tmp/$1".out.*
	valgrind --tool=callgrind --zero-before=proc_enterchild --callgrind-out-file="$tmp/$1.out.%p" \
	    "$rc" "$tmp/$1.rc" \
	    >"$tmp/$1.stdout" 2>"$tmp/$1.log" || {
		echo "profile.sh: $1 failed under valgrind (see $tmp/$1.log)" >&2
		cat "$tmp/$1.log" >&2
		exit 1
	}
	for _o in "$tmp/$1".out.*; do
		flat "$_o"
	done | awk '{ c[$3] += $1; s[$3] += $2 } END { for (f in c) print c[f], s[f], f }' >"$tmp/$1.flat"
}

for w in list for fn match echo bq; do
	n=$rounds
	[ $w = bq ] && n=$bq
	inscript issue-$w "$n" rc >"$tmp/$w.rc"
	[ $w = bq ] && inscript issue-list "$n" rc >"$tmp/list-bq.rc"
done
IN_ROUNDS=$rounds IN_BQ=$bq WL_DIV=1 WL_APPEND= WL_BIG=0 WL_CAP=0 WL_LINES=0
inlist >"$tmp/list"
grind list
grind list-bq
say "rc: $rc"
say "instructions per round (callgrind Ir), less the list's own; $rounds rounds ($bq for bq)"
for w in for fn match echo bq; do
	n=$rounds base=list
	[ $w = bq ] && n=$bq base=list-bq
	grind $w
	say ""
	say "== $(awk -v w="issue-$w" '$1 == w { $1 = $2 = ""; sub(/^ +/, ""); print }' "$tmp/list")"
	awk -v a="$(total $w)" -v b="$(total $base)" -v n="$n" \
	    'BEGIN { printf "   %.0f instructions a round\n", (a - b) / n }'
	# the difference, per round, of each function's calls and own instructions
	awk -v n="$n" 'FNR == NR { c[$3] = $1; s[$3] = $2; next }
	    { dc = ($1 - c[$3]) / n; ds = ($2 - s[$3]) / n; if (dc > 0.5 || ds > 0.5) print dc, ds, $3 }' \
	    "$tmp/$base.flat" "$tmp/$w.flat" >"$tmp/$w.diff"
	say "   own instructions a round, the top $top:"
	sort -k2,2gr "$tmp/$w.diff" | head -n "$top" | awk '{ printf "   %8.0f  %s\n", $2, $3 }'
	say "   calls a round, the top $top, then allocation, frames and look-ups by name:"
	{
		sort -k1,1gr "$tmp/$w.diff" | head -n "$top"
		grep -E ' ([^ ]*:)?(malloc|realloc|free|mem_nalloc|error_framepush|lookup|find|fn_lookup|var_get|var_set)$' "$tmp/$w.diff"
	} | awk '!seen[$3]++ { printf "   %8.2f  %s\n", $1, $3 }'
done
