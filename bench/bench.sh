#!/bin/sh
# bench.sh: run the benchmark suite (make bench / make bench-quick); see README.md.
#
# usage: bench.sh full|quick [experiment ...]
# The Makefile passes BENCH_SRCDIR, BENCH_BUILDDIR, TOP_SRCDIR, CC, CFLAGS,
# MAKE, RUNLOOP, PTYTIME and PTYMEM in the environment.  BENCH_RC=/path/to/rc skips
# building the link modes and measures that one binary in every mode's place.

BENCH_MODE=${1:-quick}
[ $# -gt 0 ] && shift
EXPERIMENTS=${*:-fork startup loader symbols make compare workloads interp memory}
: "${BENCH_SRCDIR:=$(cd "$(dirname "$0")" && pwd)}" "${BENCH_BUILDDIR:=$(pwd)}"
: "${TOP_SRCDIR:=$BENCH_SRCDIR/..}" "${CC:=cc}" "${MAKE:=make}"
: "${RUNLOOP:=$BENCH_BUILDDIR/runloop}" "${PTYTIME:=$BENCH_BUILDDIR/ptytime}"
: "${PTYMEM:=$BENCH_BUILDDIR/ptymem}"
RESULTS=$BENCH_BUILDDIR/results
SUBJ=$BENCH_BUILDDIR/subjects
REPS=${BENCH_REPS:-3}
[ "$REPS" -ge 3 ] || REPS=3
export LC_ALL=C
[ -n "$TERM" ] && [ "$TERM" != dumb ] || TERM=xterm
export TERM

case $BENCH_MODE in
full)
	: "${FORK_N:=10000}" "${START_N:=1000}" "${LOADER_N:=100000}" "${MAKE_N:=1000}"
	: "${SYM_SIZES:=1 10 100 1000 10000 100000}" "${SYM_RUNS:=1000}"
	: "${CMP_EXIT_N:=600}" "${CMP_FORK_N:=1200}" "${CMP_INTERP_N:=6000}"
	: "${CMP_EXT_N:=600}" "${CMP_PTY_N:=12}"
	: "${WL_DIV:=1}" "${WL_APPEND:=5000 10000 20000}" "${WL_BIG:=1000000}"
	: "${WL_CAP:=10}" "${WL_TIMEOUT:=300}" "${WL_LINES:=20000}"
	: "${IN_ROUNDS:=300000}" "${IN_BQ:=2000}" "${MEM_N:=1 10 50}"
	;;
quick)
	: "${FORK_N:=300}" "${START_N:=100}" "${LOADER_N:=2000}" "${MAKE_N:=100}"
	: "${SYM_SIZES:=1 10 100 1000}" "${SYM_RUNS:=50}"
	: "${CMP_EXIT_N:=100}" "${CMP_FORK_N:=200}" "${CMP_INTERP_N:=1000}"
	: "${CMP_EXT_N:=100}" "${CMP_PTY_N:=3}"
	: "${WL_DIV:=100}" "${WL_APPEND:=100 200 400}" "${WL_BIG:=2000}"
	: "${WL_CAP:=2}" "${WL_TIMEOUT:=30}" "${WL_LINES:=1000}"
	: "${IN_ROUNDS:=1000}" "${IN_BQ:=20}" "${MEM_N:=1 3}"
	;;
*)
	echo "usage: bench.sh full|quick [fork startup loader symbols make compare workloads interp memory]" >&2
	exit 2
	;;
esac

: "${WL_MODES:=plugin}" "${IN_MODES:=plugin dynamic musl}" "${MEM_MODES:=plugin static dynamic no}"
for _f in lib modes exp-fork exp-startup exp-loader exp-symbols exp-make exp-compare exp-workloads \
    exp-interp exp-memory; do
	. "$BENCH_SRCDIR/$_f.sh"
done

# subjects: the C programs measured beside the shells.
subjects()
{
	mkdir -p "$SUBJ"
	STATIC_OK=no
	if $CC -O2 -static -o "$SUBJ/exit0-static" "$BENCH_SRCDIR/exit0.c" 2>/dev/null; then
		STATIC_OK=yes
	else
		say "no static libc: static C programs skipped"
	fi
	$CC -O2 -o "$SUBJ/exit0-dynamic" "$BENCH_SRCDIR/exit0.c" &&
	    $CC -O2 -o "$SUBJ/exit0-dynamic-libm" "$BENCH_SRCDIR/exit0.c" -Wl,--no-as-needed -lm ||
	    fail "cannot build the exit programs"
	_st=
	[ $STATIC_OK = yes ] && _st=-static
	$CC -O2 $_st -o "$SUBJ/forkc" "$BENCH_SRCDIR/forkc.c" || fail "cannot build forkc"
	if [ $STATIC_OK = yes ]; then
		$CC -O2 -static -o "$SUBJ/prompt0-static" "$BENCH_SRCDIR/prompt0.c" ||
		    fail "cannot build prompt0"
	fi
}

_t0=$(date +%s)
rm -rf "$RESULTS"
mkdir -p "$RESULTS/scripts"
for _x in "$RUNLOOP" "$PTYTIME" "$PTYMEM"; do
	if [ ! -x "$_x" ]; then
		echo "bench: $_x is missing: run it through make bench" >&2
		exit 1
	fi
done
{
	machine
	say "counts:   reps=$REPS fork=$FORK_N startup=$START_N loader=$LOADER_N make=$MAKE_N"
	say "          symbols=($SYM_SIZES) x $SYM_RUNS runs; compare (${CMP_REPS:-5} reps) exit=$CMP_EXIT_N fork=$CMP_FORK_N interp=$CMP_INTERP_N ext=$CMP_EXT_N pty=$CMP_PTY_N"
	say "          workloads: counts / $WL_DIV, append ($WL_APPEND) and $WL_BIG (cap $WL_CAP s), lines=$WL_LINES, modes ($WL_MODES)"
	say "          interp: rounds=$IN_ROUNDS bq=$IN_BQ, the workloads' counts, modes ($IN_MODES); memory: shells ($MEM_N), modes ($MEM_MODES)"
} | tee "$RESULTS/machine.txt"
buildmodes
: >"$RESULTS/shells"
othershells
describe | tee -a "$RESULTS/machine.txt"
subjects
# Measure the plugin just built, not one installed in $(pkglibdir).
_pl=$BENCH_BUILDDIR/modes/plugin/lineedit/.libs/rc-readline.so
if [ -z "$BENCH_RC" ] && [ -z "$RC_LINEEDIT" ] && [ -f "$_pl" ]; then
	RC_LINEEDIT=$_pl
	export RC_LINEEDIT
fi
for _e in $EXPERIMENTS; do
	_s0=$(date +%s)
	"exp_$_e" || fail "experiment $_e"
	say "   ($_e: $(($(date +%s) - _s0)) s)"
done 2>&1 | tee "$RESULTS/tables.txt"
say ""
say "bench: $BENCH_MODE run took $(($(date +%s) - _t0)) s; tables in $RESULTS/tables.txt, CSV in $RESULTS/"
if [ -f "$RESULTS/.failed" ]; then
	say "bench: some measurements failed to run (see above)"
	exit 1
fi
exit 0
