#!/bin/sh
# faults.sh: where the page faults of a program's start-up go, by region of its memory (issue 27 item 3).
#
# usage: faults.sh [-n runs] [-e] program [arg ...]
#
# Runs the program (rc -c exit, say) runs times (30) under
# perf record -e page-faults -d and prints the mean number of faults in
# each region: each LOAD segment of the executable (R, R E, RW), the
# heap, the stack and the other mappings (the vDSO, a dlopen'ed
# library), then the faults of the first run one by one: the page, the
# symbol there and the code that touched it.  -e runs it with an empty
# environment.  The mean minor faults from getrusage (which also counts
# the kernel's own copy of arguments and environment) are printed when
# $RUNLOOP names the bench's runloop.
#
# Compare with the static floor the same way:
#     cc -O2 -static -o /tmp/exit0 bench/exit0.c && sh bench/faults.sh /tmp/exit0
#
# perf must be allowed to count (perf_event_paranoid <= 2 counts one's
# own processes).  Nothing here is a timed measurement.

runs=30 envi=
while getopts n:e o; do
	case $o in
	n) runs=$OPTARG ;;
	e) envi=1 ;;
	*) echo "usage: faults.sh [-n runs] [-e] program [arg ...]" >&2; exit 2 ;;
	esac
done
shift $((OPTIND - 1))
if [ $# -lt 1 ]; then
	echo "usage: faults.sh [-n runs] [-e] program [arg ...]" >&2
	exit 2
fi
for t in perf readelf; do
	if ! command -v $t >/dev/null 2>&1; then
		echo "faults.sh: $t is not installed" >&2
		exit 1
	fi
done
prog=$(command -v "$1")
shift
tmp=$(mktemp -d "${TMPDIR:-/tmp}/faults.XXXXXX") || exit 1
trap 'rm -rf "$tmp"' EXIT

readelf -lW "$prog" | awk '$1 == "LOAD" { f = ""; for (i = 7; i < NF; i++) f = f $i; print $3, $6, f }' >"$tmp/segs"

run()
{
	if [ -n "$envi" ]; then
		env -i "$@"
	else
		"$@"
	fi
}

i=0
while [ $i -lt "$runs" ]; do
	i=$((i + 1))
	if ! run perf record -q -e page-faults -c 1 -d -o "$tmp/data" "$prog" "$@" >/dev/null 2>"$tmp/err"; then
		echo "faults.sh: perf record failed:" >&2
		cat "$tmp/err" >&2
		exit 1
	fi
	perf script -i "$tmp/data" -F addr,ip,sym 2>/dev/null | sed "s/^/$i /" >>"$tmp/all"
done

awk -v runs="$runs" '
function hex(s,   i, c, n) {
	n = 0
	sub(/^0x/, "", s)
	for (i = 1; i <= length(s); i++) {
		c = index("0123456789abcdef", tolower(substr(s, i, 1)))
		if (c == 0) return -1
		n = n * 16 + c - 1
	}
	return n
}
# The stack is within 64 MB of the highest address a run touched (the
# kernel writes the environment at its top), the other mappings 128 MB
# or more below it; the heap follows a non-PIE executable, far lower.
FNR == 1 { pass++ }
pass == 1 { lo[++ns] = hex($1); hi[ns] = lo[ns] + hex($2); name[ns] = "segment " ns " (" $3 ")"; next }
pass == 2 { a = hex($2); if (a > top[$1]) top[$1] = a; next }
{
	a = hex($2); r = ""
	for (k = 1; k <= ns; k++) if (a >= lo[k] && a < hi[k]) r = name[k]
	if (r == "") r = a > top[$1] - 67108864 ? "stack" : (a >= 1099511627776 ? "other mappings" : "heap")
	if (!(r in n)) order[++nr] = r
	n[r]++; total++
	if ($1 == 1) {
		who = $3; for (k = 4; k <= NF; k++) who = who " " $k
		first[++nf] = sprintf("    %-16s %-15s %s", $2, r, who)
	}
}
END {
	printf "page faults per run, mean of %d runs, by region:\n", runs
	for (k = 1; k <= nr; k++) printf "  %-22s %6.2f\n", order[k], n[order[k]] / runs
	printf "  %-22s %6.2f\n", "total", total / runs
	print "the first run (address, region, then the symbol there and the code that touched it):"
	for (k = 1; k <= nf; k++) print first[k]
}' "$tmp/segs" "$tmp/all" "$tmp/all"

if [ -n "$RUNLOOP" ] && [ -x "$RUNLOOP" ]; then
	run "$RUNLOOP" -q -n "$((runs * 20))" "$prog" "$@" |
	    awk '{ printf "minor faults per run from getrusage, mean of %d runs: %.2f\n", $1, $5 / $1 }'
fi
