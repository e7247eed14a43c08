# exp-interp.sh: the "interp" experiment: CPU time of every shell on the interpreter's own work, ratios to dash (issue 27).
# Sourced by bench.sh after exp-workloads.sh, whose scripts, checks and runner it shares; POSIX sh.

# The five loops of issue 27 run over a list built once, l=`{seq N}
# (sh: l=$(seq N)); "issue-list" is that list alone, which every one of
# them pays too.  Then come the workloads of exp-workloads.sh.  A cell
# is the least CPU time (user + system, of the shell and what it
# started) of $REPS interleaved runs, over dash's least.

inlist()
{
	say "issue-list $IN_ROUNDS l=\`{seq N}; echo \$#l: the list the five below loop over (sh: set -- \$l)"
	say "issue-for $IN_ROUNDS for (i in \$l) { x=\$i }"
	say "issue-fn $IN_ROUNDS the same through fn f { x=\$1 } (sh: f() { x=\$1; })"
	say "issue-match $IN_ROUNDS if (~ \$i *7*) x=\$i (sh: case)"
	say "issue-echo $IN_ROUNDS echo \$i"
	say "issue-bq $IN_BQ x=\`{echo \$i} (sh: x=\$(echo \$i))"
	wllist
}

# inscript NAME N FAMILY: the script of one workload.  Plan 9 rc's echo
# is a program, and its environment would hold $l: it is emptied first
# (E2BIG otherwise).
inscript()
{
	_z=
	case $3 in
	sh) _l="l=\$(seq $2)" ;;
	p9) _l="l=\`{seq $2}" _z='l=()
' ;;
	*) _l="l=\`{seq $2}" ;;
	esac
	case $1.$3 in
	issue-list.sh) printf '%s\nset -- $l\necho $#\n' "$_l" ;;
	issue-list.p9) printf '%s\nn=$#l\n%secho $n\n' "$_l" "$_z" ;;
	issue-list.*) printf '%s\necho $#l\n' "$_l" ;;
	issue-for.sh) printf '%s\nfor i in $l; do x=$i; done\necho $x\n' "$_l" ;;
	issue-for.*) printf '%s\nfor (i in $l) { x=$i }\n%secho $x\n' "$_l" "$_z" ;;
	issue-fn.sh) printf 'f() { x=$1; }\n%s\nfor i in $l; do f $i; done\necho $x\n' "$_l" ;;
	issue-fn.*) printf 'fn f { x=$1 }\n%s\nfor (i in $l) f $i\n%secho $x\n' "$_l" "$_z" ;;
	issue-match.sh) printf '%s\nfor i in $l; do case $i in *7*) x=$i;; esac; done\necho $x\n' "$_l" ;;
	issue-match.*) printf '%s\nfor (i in $l) if (~ $i *7*) x=$i\n%secho $x\n' "$_l" "$_z" ;;
	issue-echo.sh) printf '%s\nfor i in $l; do echo $i; done\n' "$_l" ;;
	issue-echo.*) printf '%s\nfor (i in $l) echo $i\n' "$_l" ;;
	issue-bq.sh) printf '%s\nfor i in $l; do x=$(echo $i); done\necho $x\n' "$_l" ;;
	issue-bq.*) printf '%s\nfor (i in $l) x=`{echo $i}\n%secho $x\n' "$_l" "$_z" ;;
	*) wlscript "$@" ;;
	esac
}

# inexpect NAME N: the output every shell must print.
inexpect()
{
	case $1 in
	issue-list|issue-for|issue-fn|issue-bq) say "$2" ;;
	issue-match) wlexpect match "$2" ;;
	issue-echo) wlexpect echo "$2" ;;
	*) wlexpect "$@" ;;
	esac
}

# inapplies NAME SHELL: the workloads' exceptions, for their issue-* forms too.
inapplies()
{
	wlapplies "${1#issue-}" "$2"
}

# The columns: our builds in $IN_MODES that were built, then every other shell.
inshells()
{
	for _v in $IN_MODES; do
		grep -q "^$_v " "$RESULTS/variants" && say $_v
	done
	say debian-rc plan9-rc dash bash mksh busybox
}

exp_interp()
{
	header "interp: CPU time (user+sys) of each shell's own work, least of $REPS interleaved runs, ratios to dash (issue 27)"
	say "   each cell is a shell's least CPU time over dash's; n/a: not in that shell's language,"
	say "   wrong/error: output or status not as expected (that cell is not timed), >Ns: timed out"
	WLEXP=interp
	wlsetup interp inlist inscript inexpect
	WLAPPLIES=inapplies WLRAW=$RESULTS/interp.raw.csv
	_ihave=$(wlsweep $(inshells))
	stats "$WLRAW" '$5 + $6' >"$RESULTS/interp.stats"
	intable $_ihave
}

# incell NAME SHELL: the text of one cell, and the rest of its CSV row.
incell()
{
	_st=$(awk -v n="$1" -v v="$2" '$1 == n && $2 == v { $1 = $2 = ""; sub(/^ +/, ""); print; exit }' "$WLDIR/state")
	case $_st in
	"") ;;
	timeout) _cap=$WL_TIMEOUT
		[ "$1" = "append-$WL_BIG" ] && _cap=$WL_CAP
		say ">${_cap}s|timeout,,,,"
		return ;;
	n/a*) say "n/a|n/a,,,," ; return ;;
	*) say "$_st|$_st,,,," ; return ;;
	esac
	# stats gives median, min, max: the cell is the min
	_row=$(awk -v k="$1:$2" '$1 == k { print $3, $2, $4; exit }' "$RESULTS/interp.stats")
	_ref=$(awk -v k="$1:dash" '$1 == k { print $3; exit }' "$RESULTS/interp.stats")
	set -- $_row
	awk -v lo="$1" -v md="$2" -v hi="$3" -v r="$_ref" 'BEGIN {
		ra = r <= 0 ? "-" : sprintf(lo / r < 0.1 ? "%.3f" : "%.2f", lo / r)
		printf "%s|ok,%.6g,%.6g,%.6g,%s\n", (r > 0 ? ra : sprintf("%.3fs", lo)), lo, md, hi, ra }'
}

intable()
{
	_csv=$RESULTS/interp.csv
	say "workload,count,shell,state,least_cpu_s,median_cpu_s,max_cpu_s,ratio_to_dash" >"$_csv"
	printf '  %-14s %8s %9s' workload count "dash s"
	for _tv in "$@"; do printf ' %10s' "$_tv"; done
	printf '\n'
	while read -r _tn _tc _td; do
		_dash=$(awk -v k="$_tn:dash" '$1 == k { printf "%.4f", $3; exit }' "$RESULTS/interp.stats")
		printf '  %-14s %8s %9s' "$_tn" "$_tc" "${_dash:--}"
		for _tv in "$@"; do
			_x=$(incell "$_tn" $_tv)
			printf ' %10s' "${_x%%|*}"
			say "$_tn,$_tc,$_tv,${_x#*|}" >>"$_csv"
		done
		printf '\n'
	done <"$WLDIR/list"
	say ""
	say "   the workloads (the issue-* five are issue 27's targets: at most 0.5 for ours):"
	while read -r _tn _tc _td; do
		printf '   %-14s %s\n' "$_tn" "$_td"
	done <"$WLDIR/list"
	if ! grep -q '^[^:]*:dash ' "$RESULTS/interp.stats"; then
		say "   (dash is not installed or failed: no ratios)"
	fi
}
