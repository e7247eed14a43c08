# exp-workloads.sh: the "workloads" experiment: what scripts spend their time on, in every shell (issue 15).
# Sourced by bench.sh; POSIX sh.

# Each workload is written the way its shell's users write it: rc for our
# builds and Debian's rc, the same for Plan 9 rc where its syntax allows
# (p9), POSIX sh for the others.  Every run's output is captured and
# compared with the expected output: a time counts only when it is right.

# wlfamily SHELL: rc, p9 or sh.
wlfamily()
{
	case $1 in
	plan9-rc) say p9 ;;
	*rc|plugin|no|static|dynamic|dynno|musl) say rc ;;
	*) say sh ;;
	esac
}

# wlcount BASE [MIN]: a full count scaled down by WL_DIV, at least MIN (1).
wlcount()
{
	awk -v b="$1" -v d="$WL_DIV" -v m="${2:-1}" 'BEGIN { n = int(b / d); print n < m ? m : n }'
}

# wlwords FROM TO: the numbers FROM .. TO on one line.
wlwords()
{
	awk -v a="$1" -v b="$2" 'BEGIN { for (i = a; i <= b; i++) printf "%s%d", (i > a ? " " : ""), i }'
}

# The list of workloads, one a line: "name count what".
wllist()
{
	say "loop $(wlcount 100000) for over the N words of \`{seq N}, one assignment each"
	say "fn $(wlcount 100000) the same, calling a one-line function"
	say "match $(wlcount 100000) ~ \$i *7* in an if (sh: case)"
	say "bracket $(wlcount 100000) ~ \$i [1-3]*[05], bracket patterns (sh: case)"
	say "switch $(wlcount 20000) switch of 101 cases *00..*99 and * (sh: case)"
	say "join $(wlcount 20000) \$^x and \$\"x of a 100-word list (p9: \$\"x twice; sh: \"\$*\" twice)"
	say "echo $(wlcount 100000) echo \$i"
	say "bq $(wlcount 2000) x=\`{echo \$i} (sh: x=\$(echo \$i))"
	say "bqbig $(wlcount 20) x=\`{cat f}, f of $WL_LINES lines (sh: set -- \$(cat f))"
	say "ext $(wlcount 1000) $WL_TRUE and an assignment"
	say "pipe $(wlcount 500) echo \$i | cat"
	say "while $(wlcount 2000) while (test \$#* -gt 0) shift (sh: while test \$# -gt 0)"
	say "shift $(wlcount 20000) while (! ~ \$#* 0) shift (sh: while [ \$# -gt 0 ])"
	say "glob $(wlcount 200) x=(*) in a directory of 500 files (sh: set -- *)"
	say "heredoc $(wlcount 300) cat <<EOT, one line with \$i"
	for _k in $WL_APPEND; do
		say "append-$_k $_k n=(\$n \$i) (sh: n=\"\$n \$i\")"
	done
	say "append-$WL_BIG $WL_BIG the same, at most $WL_CAP s"
}

# wlscript NAME N FAMILY: the script of one workload.  The words to loop
# over come from seq at run time: bash takes time quadratic in the length
# of a literal word list to parse it (100000 words: minutes).  Appends run
# as nested loops, 1000 words inside, so that 10^6 cost one seq of 1000.
wlscript()
{
	if [ "$3" = sh ]; then
		_w="\$(seq $2)"
	else
		_w="\`{seq $2}"
	fi
	case $1.$3 in
	loop.sh) printf 'for i in %s; do x=$i; done\necho $x\n' "$_w" ;;
	loop.*) printf 'for (i in %s) x=$i\necho $x\n' "$_w" ;;
	fn.sh) printf 'f() { x=$1; }\nfor i in %s; do f $i; done\necho $x\n' "$_w" ;;
	fn.*) printf 'fn f {x=$1}\nfor (i in %s) f $i\necho $x\n' "$_w" ;;
	match.sh) printf 'for i in %s; do case $i in *7*) m=$i;; esac; done\necho $m\n' "$_w" ;;
	match.*) printf 'for (i in %s) if (~ $i *7*) m=$i\necho $m\n' "$_w" ;;
	bracket.sh) printf 'for i in %s; do case $i in [1-3]*[05]) m=$i;; esac; done\necho $m\n' "$_w" ;;
	bracket.*) printf 'for (i in %s) if (~ $i [1-3]*[05]) m=$i\necho $m\n' "$_w" ;;
	switch.sh)
		printf 'for i in %s; do\ncase $i in\n' "$_w"
		awk 'BEGIN { for (i = 0; i < 100; i++) printf "*%02d) d=c%02d;;\n", i, i }'
		printf '*) d=short;;\nesac\ndone\necho $d\n'
		;;
	switch.*)
		printf 'for (i in %s) switch ($i) {\n' "$_w"
		awk 'BEGIN { for (i = 0; i < 100; i++) printf "case *%02d\n\td=c%02d\n", i, i }'
		printf 'case *\n\td=short\n}\necho $d\n'
		;;
	join.sh) printf 'set -- %s\nfor i in %s; do y="$*"; z="$*"; done\necho "$y"\necho "$z"\n' "$(wlwords 1 100)" "$_w" ;;
	join.p9) printf 'x=(%s)\nfor (i in %s) {y=$"x; z=$"x}\necho $y\necho $z\n' "$(wlwords 1 100)" "$_w" ;;
	join.rc) printf 'x=(%s)\nfor (i in %s) {y=$^x; z=$"x}\necho $y\necho $z\n' "$(wlwords 1 100)" "$_w" ;;
	echo.sh) printf 'for i in %s; do echo $i; done\n' "$_w" ;;
	echo.*) printf 'for (i in %s) echo $i\n' "$_w" ;;
	bq.sh) printf 'for i in %s; do x=$(echo $i); done\necho $x\n' "$_w" ;;
	bq.*) printf 'for (i in %s) x=`{echo $i}\necho $x\n' "$_w" ;;
	bqbig.sh) printf 'for i in %s; do set -- $(cat %s); done\necho $#\n' "$_w" "$WLDIR/lines" ;;
	bqbig.*) printf 'for (i in %s) x=`{cat %s}\necho $#x\n' "$_w" "$WLDIR/lines" ;;
	ext.sh) printf 'for i in %s; do %s; x=$i; done\necho $x\n' "$_w" "$WL_TRUE" ;;
	ext.*) printf 'for (i in %s) {%s; x=$i}\necho $x\n' "$_w" "$WL_TRUE" ;;
	pipe.sh) printf 'for i in %s; do echo $i | cat; done\n' "$_w" ;;
	pipe.*) printf 'for (i in %s) echo $i | cat\n' "$_w" ;;
	while.sh) printf 'set -- %s\nwhile test $# -gt 0; do l=$1; shift; done\necho $l\n' "$_w" ;;
	while.*) printf '*=(%s)\nwhile (test $#* -gt 0) {l=$1; shift}\necho $l\n' "$_w" ;;
	shift.sh) printf 'set -- %s\nwhile [ $# -gt 0 ]; do l=$1; shift; done\necho $l\n' "$_w" ;;
	shift.*) printf '*=(%s)\nwhile (! ~ $#* 0) {l=$1; shift}\necho $l\n' "$_w" ;;
	glob.sh) printf 'cd %s\nfor i in %s; do set -- *; done\necho $#\n' "$WLDIR/dir" "$_w" ;;
	glob.*) printf 'cd %s\nfor (i in %s) x=(*)\necho $#x\n' "$WLDIR/dir" "$_w" ;;
	heredoc.sh) printf 'for i in %s; do\ncat <<EOT\nline $i\nEOT\ndone\n' "$_w" ;;
	heredoc.*) printf 'for (i in %s) cat <<EOT\nline $i\nEOT\n' "$_w" ;;
	append-*.*)
		_in=1000
		[ "$2" -lt 1000 ] || [ $(($2 % 1000)) -ne 0 ] && _in=$2
		if [ "$3" = sh ]; then
			printf 'w=$(seq %d)\nn=\nfor j in $(seq %d); do for i in $w; do n="$n $i"; done; done\nset -- $n\necho $#\n' $_in $(($2 / _in))
		else
			printf 'w=`{seq %d}\nn=()\nfor (j in `{seq %d}) for (i in $w) n=($n $i)\necho $#n\n' $_in $(($2 / _in))
		fi
		;;
	esac
}

# wlexpect NAME N: the output every shell must print.
wlexpect()
{
	awk -v w="$1" -v n="$2" -v lines="$WL_LINES" 'BEGIN {
		if (w == "loop" || w == "fn" || w == "bq" || w == "ext" || w == "while" || w == "shift") print n
		else if (w == "match" || w == "bracket") {
			for (i = n; i > 0; i--)
				if (w == "match" ? i ~ /7/ : i ~ /^[1-3].*[05]$/) { print i; break }
			if (i == 0) print ""
		} else if (w == "switch") print (n < 10 ? "short" : sprintf("c%02d", n % 100))
		else if (w == "join") {
			for (k = 1; k <= 2; k++)
				for (i = 1; i <= 100; i++) printf "%d%s", i, (i < 100 ? " " : "\n")
		} else if (w == "echo" || w == "pipe") for (i = 1; i <= n; i++) print i
		else if (w == "heredoc") for (i = 1; i <= n; i++) print "line " i
		else if (w == "bqbig") print lines
		else if (w == "glob") print 500
		else if (w ~ /^append-/) print n
	}'
}

# wlapplies NAME SHELL: whether the workload is measured in that shell,
# or why not.
wlapplies()
{
	case $1.$(wlfamily "$2") in
	echo.p9) say "n/a: echo is not a builtin in Plan 9 rc; ext measures exec" ; return 1 ;;
	esac
	return 0
}

# wlsetup DIR LIST SCRIPT EXPECT: the files of an experiment run by
# wlsweep: in $RESULTS/DIR the workloads (LIST, one "name count what" a
# line) and the output each must give (EXPECT NAME N), in
# $RESULTS/scripts/DIR each workload's script for each family (SCRIPT
# NAME N FAMILY).  The workloads and interp experiments share them.
wlsetup()
{
	WLDIR=$RESULTS/$1 WLSCR=$RESULTS/scripts/$1
	mkdir -p "$WLDIR/dir" "$WLSCR"
	awk -v n="$WL_LINES" 'BEGIN { for (i = 1; i <= n; i++) print i }' >"$WLDIR/lines"
	awk -v d="$WLDIR/dir" 'BEGIN { for (i = 0; i < 500; i++) printf "" >(d "/f" sprintf("%03d", i)) }'
	WL_TRUE=/bin/true
	[ -x $WL_TRUE ] || WL_TRUE=/usr/bin/true
	$2 >"$WLDIR/list"
	while read -r _n _c _d; do
		for _f in rc p9 sh; do
			$3 "$_n" "$_c" $_f >"$WLSCR/$_n.$_f"
		done
		$4 "$_n" "$_c" >"$WLDIR/$_n.expected"
	done <"$WLDIR/list"
}

# wlrun NAME SHELL PATH REP: one timed run, its output captured and
# checked; the time goes to the raw CSV only when the output is right.
# Prints the state: ok, wrong (other output), error (a status or
# anything on stderr) or timeout.
wlrun()
{
	_o=$WLDIR/$1.$2 _s=$WLSCR/$1.$(wlfamily "$2") _lim=$WL_TIMEOUT
	[ "$1" = "append-$WL_BIG" ] && _lim=$WL_CAP
	_r=$("$RUNLOOP" -n 1 -t "$_lim" -o "$_o.out" -e "$_o.err" "$3" "$_s" 2>/dev/null </dev/null)
	case $? in
	0) ;;
	124) say timeout; return ;;
	*) say error; return ;;
	esac
	if [ -s "$_o.err" ]; then
		say error
	elif ! cmp -s "$_o.out" "$WLDIR/$1.expected"; then
		say wrong
	else
		set -- "$1" "$2" "$3" "$4" $_r
		say "$1:$2,$4,$5,$6,$7,$8,$9,${10}" >>"$WLRAW"
		say ok
	fi
}

# wlsweep SHELL...: run every workload of $WLDIR/list in every shell
# that has it ($WLAPPLIES NAME SHELL says), $REPS times, interleaved: run 1 of every workload in
# every shell, then run 2, ...  The raw times go to $WLRAW, the state of
# each cell that is not ok to $WLDIR/state; such a cell is not run again.
# Prints the shells that are installed.
wlsweep()
{
	say "variant,rep,n,wall,user,sys,minflt,majflt" >"$WLRAW"
	: >"$WLDIR/state"
	_whave=
	for _wv in "$@"; do
		if [ -z "$(path $_wv)" ]; then
			say "   ($_wv is not installed: skipped)" >&2
			continue
		fi
		_whave="$_whave $_wv"
		while read -r _wn _wc _wd; do
			_wst=$($WLAPPLIES "$_wn" $_wv) || say "$_wn $_wv $_wst" >>"$WLDIR/state"
		done <"$WLDIR/list"
	done
	for _wrep in $(reps); do
		while read -r _wn _wc _wd; do
			for _wv in $_whave; do
				grep -q "^$_wn $_wv " "$WLDIR/state" && continue
				_wst=$(wlrun "$_wn" $_wv "$(path $_wv)" "$_wrep")
				[ "$_wst" = ok ] && continue
				say "$_wn $_wv $_wst" >>"$WLDIR/state"
				case $_wv.$_wst in
				debian-rc.*|plan9-rc.*|dash.*|bash.*|mksh.*|busybox.*|*.timeout)
					[ "$_wst.$_wn" = "timeout.append-$WL_BIG" ] ||
					    say "   note: $_wn under $_wv: $_wst (see $WLDIR/$_wn.$_wv.*)" >&2 ;;
				esac
				case $_wv.$_wst in
				debian-rc.*|plan9-rc.*|dash.*|bash.*|mksh.*|busybox.*) ;;
				*.timeout) [ "$_wn" = "append-$WL_BIG" ] || fail "$WLEXP: $_wn under $_wv: timeout" ;;
				*) fail "$WLEXP: $_wn under $_wv: $_wst (see $WLDIR/$_wn.$_wv.*)" ;;
				esac
			done
		done <"$WLDIR/list"
	done
	say $_whave
}

exp_workloads()
{
	header "workloads: everyday script work in each shell, ratios to dash (issue 15)"
	say "   medians of $REPS interleaved runs; each cell is the ratio of medians to dash's,"
	say "   with +- half the min-max spread of that shell's runs, in percent of its median"
	WLEXP=workloads WLAPPLIES=wlapplies
	wlsetup wl wllist wlscript wlexpect
	WLRAW=$RESULTS/workloads.raw.csv
	_whave=$(wlsweep $WL_MODES debian-rc plan9-rc dash bash mksh busybox)
	stats "$WLRAW" '$4' >"$RESULTS/workloads.stats"
	wltable $_whave
}

# wlcell NAME SHELL: the text of one cell, and its CSV row.
wlcell()
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
	_row=$(awk -v k="$1:$2" '$1 == k { print $2, $3, $4; exit }' "$RESULTS/workloads.stats")
	_ref=$(awk -v k="$1:dash" '$1 == k { print $2; exit }' "$RESULTS/workloads.stats")
	set -- $_row
	# with no time for dash (it timed out), the cell gives seconds
	awk -v md="$1" -v lo="$2" -v hi="$3" -v r="$_ref" 'BEGIN {
		sp = md > 0 ? (hi - lo) / 2 / md * 100 : 0
		ra = r <= 0 ? "-" : sprintf(md / r < 0.1 ? "%.3f" : "%.2f", md / r)
		printf "%s+-%d|ok,%.6g,%.6g,%.6g,%s\n", (r > 0 ? ra : sprintf("%.2fs", md)),
		    sp + 0.5, md, lo, hi, ra }'
}

wltable()
{
	_csv=$RESULTS/workloads.csv
	say "workload,count,shell,state,median_s,min_s,max_s,ratio_to_dash" >"$_csv"
	printf '  %-14s %8s %9s' workload count "dash s"
	for _tv in "$@"; do printf ' %10s' "$_tv"; done
	printf '\n'
	while read -r _tn _tc _td; do
		_dash=$(awk -v k="$_tn:dash" '$1 == k { printf "%.4f", $2; exit }' "$RESULTS/workloads.stats")
		printf '  %-14s %8s %9s' "$_tn" "$_tc" "${_dash:--}"
		for _tv in "$@"; do
			_x=$(wlcell "$_tn" $_tv)
			printf ' %10s' "${_x%%|*}"
			say "$_tn,$_tc,$_tv,${_x#*|}" >>"$_csv"
		done
		printf '\n'
	done <"$WLDIR/list"
	say ""
	say "   the workloads:"
	while read -r _tn _tc _td; do
		printf '   %-14s %s\n' "$_tn" "$_td"
	done <"$WLDIR/list"
	if ! grep -q '^[^:]*:dash ' "$RESULTS/workloads.stats"; then
		say "   (dash is not installed or failed: no ratios)"
	fi
}
