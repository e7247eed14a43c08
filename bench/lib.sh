# lib.sh: helpers shared by the bench experiments: running, statistics, tables, CSV.
# Sourced by bench.sh; POSIX sh.

say()
{
	printf '%s\n' "$*"
}

# An experiment that cannot run marks the whole run as failed; the rest go on.
fail()
{
	say "bench: FAILED: $*" >&2
	: >"$RESULTS/.failed"
}

# rl FILE VARIANT REP COUNT command...: spawn command COUNT times with
# runloop and append "variant,rep,n,wall,user,sys,minflt,majflt" to FILE.
rl()
{
	_f=$1 _v=$2 _r=$3 _n=$4
	shift 4
	if _o=$("$RUNLOOP" -q -n "$_n" "$@"); then
		set -- $_o
		say "$_v,$_r,$1,$2,$3,$4,$5,$6" >>"$_f"
	else
		fail "$_v: $*"
	fi
}

# pt FILE VARIANT REP ptytime-arguments...: append
# "variant,rep,sessions,prompt,cmdwall,cmdcpu,readline" to FILE.
pt()
{
	_f=$1 _v=$2 _r=$3
	shift 3
	if _o=$("$PTYTIME" -t 60 "$@" </dev/null); then
		set -- $_o
		say "$_v,$_r,$1,$2,$3,$4,$5" >>"$_f"
	else
		fail "$_v: first prompt on a pty"
	fi
}

# stats FILE EXPR: median, min and max of an awk expression over each
# variant's rows, one line per variant in order of first appearance.
stats()
{
	awk -F, '
	function isort(a, n,   i, j, t) {
		for (i = 2; i <= n; i++)
			for (j = i; j > 1 && a[j-1] > a[j]; j--) {
				t = a[j]; a[j] = a[j-1]; a[j-1] = t
			}
	}
	NR > 1 {
		if (!($1 in c)) order[++k] = $1
		v[$1, ++c[$1]] = '"$2"'
	}
	END {
		for (i = 1; i <= k; i++) {
			n = order[i]; m = c[n]
			for (j = 1; j <= m; j++) x[j] = v[n, j]
			isort(x, m)
			med = m % 2 ? x[(m+1)/2] : (x[m/2] + x[m/2+1]) / 2
			printf "%s %.6g %.6g %.6g\n", n, med, x[1], x[m]
		}
	}' "$1"
}

# lookup STATS VARIANT: the median of one variant in stats output.
lookup()
{
	awk -v v="$2" '$1 == v { print $2; exit }' "$1"
}

# ratio A B: A/B to two places, or "-" when either is unknown.
ratio()
{
	awk -v a="$1" -v b="$2" 'BEGIN {
		if (a == "" || b == "" || a == "-" || b == "-" || b + 0 == 0) print "-"
		else printf "%.2f\n", a / b }'
}

# The machine this ran on, for every table and CSV.
machine()
{
	cpu=$(awk -F': *' '/^model name/ { print $2; exit }' /proc/cpuinfo 2>/dev/null)
	[ -n "$cpu" ] || cpu=$(uname -m)
	libc=$(getconf GNU_LIBC_VERSION 2>/dev/null || say unknown)
	cc=$($CC --version 2>/dev/null | sed 1q)
	say "date:     $(date -u '+%Y-%m-%d %H:%M UTC')"
	say "cpu:      $cpu ($(getconf _NPROCESSORS_ONLN 2>/dev/null || say ?) online)"
	say "kernel:   $(uname -srm)"
	say "libc:     $libc"
	say "compiler: $CC: $cc"
	say "mode:     $BENCH_MODE"
}

# header TITLE: start a table.
header()
{
	say ""
	say "== $1"
}

# rcloop N BODY: an rc script running BODY N times, with no forks of its own.
rcloop()
{
	printf 'for (i in'
	awk -v n="$1" 'BEGIN { for (i = 1; i <= n; i++) printf " %d", i }'
	printf ') {%s}\n' "$2"
}

# shloop N BODY: the same loop in POSIX sh.
shloop()
{
	printf 'for i in'
	awk -v n="$1" 'BEGIN { for (i = 1; i <= n; i++) printf " %d", i }'
	printf '; do %s; done\n' "$2"
}

# table CSV STATS REF METRIC DIGITS: print one row per line of the spec on
# stdin ("variant|label|historical|historical ratio") and append the same
# rows to CSV.  Ratios are to the median of variant REF.
table()
{
	_csv=$1 _st=$2 _ref=$(lookup "$2" "$3") _met=$4 _dig=$5
	[ -f "$_csv" ] || say "variant,label,metric,median,min,max,ratio,historical,historical_ratio" >"$_csv"
	while IFS='|' read -r _v _l _h _hr; do
		_row=$(awk -v v="$_v" '$1 == v { print $2, $3, $4; exit }' "$_st")
		if [ -z "$_row" ]; then
			printf '  %-30s %s\n' "$_l" "(not measured)"
			continue
		fi
		set -- $_row
		_ra=$(ratio "$1" "$_ref")
		awk -v l="$_l" -v md="$1" -v lo="$2" -v hi="$3" -v r="$_ra" -v h="$_h" \
		    -v hr="$_hr" -v d="$_dig" 'BEGIN {
			f = "%." d "f"
			printf "  %-30s %12s %21s %7s %12s %7s\n", l, sprintf(f, md),
			    sprintf(f "-" f, lo, hi), r, h, hr }'
		say "$_v,$(say "$_l" | tr , ';'),$_met,$1,$2,$3,$_ra,$_h,$_hr" >>"$_csv"
	done
}

# colhead UNIT: the column titles of table.
colhead()
{
	printf '  %-30s %12s %21s %7s %12s %7s\n' "variant" "$1" "min-max" "ratio" "historical" "h.ratio"
}

# reps: 1 .. $REPS, one a line.
reps()
{
	awk -v n="$REPS" 'BEGIN { for (i = 1; i <= n; i++) print i }'
}
