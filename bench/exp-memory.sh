# exp-memory.sh: the "memory" experiment: what an idle interactive shell costs, for 1, 10 and 50 at once (issue 27).
# Sourced by bench.sh; POSIX sh.

# Each shell runs on a terminal of its own (ptymem), idle at its prompt
# after one empty line, so that ours has loaded its line editor.  PSS
# divides each shared page among the processes that map it, so it falls
# as more shells share one program (and a shared library's pages are
# shared with every other program on the machine that maps them);
# private dirty pages are each shell's alone, however many run.

# memrun FILE VARIANT REP N: N idle shells of VARIANT; appends
# "variant,rep,n,rss,pss,private_clean,private_dirty,shared_clean,readline"
# per shell to FILE.
memrun()
{
	_f=$1 _v=$2 _r=$3 _n=$4 _p=$(path $2)
	_ptm=$RESULTS/ptymem.out
	case $_v in
	bash) env PS1='$ ' "$PTYMEM" -n "$_n" '$ ' "$_p" --norc --noprofile -i >"$_ptm" ;;
	dash|busybox) (unset ENV; PS1='$ ' && export PS1 && "$PTYMEM" -n "$_n" '$ ' "$_p" -i) >"$_ptm" ;;
	# mksh shows # to root whatever PS1 says, and reads ~/.mkshrc without ENV
	mksh) env ENV=/dev/null "$PTYMEM" -n "$_n" "$MEM_MKSHPROMPT" "$_p" -i >"$_ptm" ;;
	plan9-rc) "$PTYMEM" -n "$_n" '% ' "$_p" -i >"$_ptm" ;;
	*) "$PTYMEM" -n "$_n" '; ' "$_p" -i >"$_ptm" ;;
	esac
	if [ $? -ne 0 ]; then
		fail "memory: $_n idle $_v"
		return
	fi
	awk -v v="$_v" -v r="$_r" -v n="$_n" '{ print v "," r "," n "," $2 "," $3 "," $4 "," $5 "," $6 "," $9 }' \
	    "$_ptm" >>"$_f"
}

memshells()
{
	for _v in $MEM_MODES; do
		grep -q "^$_v " "$RESULTS/variants" && say $_v
	done
	for _v in debian-rc plan9-rc dash bash mksh busybox; do
		grep -q "^$_v " "$RESULTS/shells" && say $_v
	done
}

exp_memory()
{
	header "memory: an idle interactive shell on a terminal, kB per shell, medians of $REPS runs (issue 27)"
	MEM_MKSHPROMPT='$ '
	[ "$(id -u)" = 0 ] && MEM_MKSHPROMPT='# '
	_raw=$RESULTS/memory.raw.csv
	say "variant,rep,n,rss,pss,private_clean,private_dirty,shared_clean,readline" >"$_raw"
	_mv=$(memshells)
	# interleaved: each count of every shell in turn, then again
	for _rep in $(reps); do
		for _n in $MEM_N; do
			for _v in $_mv; do
				memrun "$_raw" $_v $_rep $_n
			done
		done
	done
	# the mean over the shells of one run, then the median of the runs
	for _k in pss:5 pdirty:7 rss:4; do
		{
			say "variant,rep,mean"
			awk -F, -v c="${_k#*:}" 'NR > 1 { s[$1 "@" $3 "," $2] += $c; k[$1 "@" $3 "," $2]++ }
			END { for (x in s) print x "," s[x] / k[x] }' "$_raw" | sort -t, -k1,1 -k2,2n
		} >"$RESULTS/memory-${_k%:*}.raw.csv"
		stats "$RESULTS/memory-${_k%:*}.raw.csv" '$3' >"$RESULTS/memory-${_k%:*}.stats"
	done
	memtable $_mv
	if awk -F, '$1 == "plugin" && $9 != 1 { bad = 1 } END { exit !bad }' "$_raw"; then
		say "   note: a plugin shell had not mapped readline when measured (plugin NOT loaded)"
	fi
}

memtable()
{
	_csv=$RESULTS/memory.csv
	say "shell,n,pss_kb,pss_min,pss_max,private_dirty_kb,rss_kb,pss_ratio_to_debian_rc,private_dirty_ratio_to_debian_rc" >"$_csv"
	printf '  %-10s' shell
	for _n in $MEM_N; do printf ' %9s' "PSS@$_n"; done
	for _n in $MEM_N; do printf ' %9s' "dirty@$_n"; done
	for _n in $MEM_N; do printf ' %9s' "RSS@$_n"; done
	printf '   PSS, dirty / Debian rc\n'
	for _v in "$@"; do
		printf '  %-10s' $_v
		for _k in pss pdirty rss; do
			for _n in $MEM_N; do
				printf ' %9s' "$(awk -v k="$_v@$_n" '$1 == k { printf "%.0f", $2 }' "$RESULTS/memory-$_k.stats")"
			done
		done
		# the ratios at the middle count (10 in a full run)
		_mid=$(say $MEM_N | awk '{ print $(int((NF + 1) / 2)) }')
		_pr=$(ratio "$(lookup "$RESULTS/memory-pss.stats" "$_v@$_mid")" "$(lookup "$RESULTS/memory-pss.stats" "debian-rc@$_mid")")
		_dr=$(ratio "$(lookup "$RESULTS/memory-pdirty.stats" "$_v@$_mid")" "$(lookup "$RESULTS/memory-pdirty.stats" "debian-rc@$_mid")")
		printf '   %s, %s (at %s)\n' "$_pr" "$_dr" "$_mid"
		for _n in $MEM_N; do
			_row=$(awk -v k="$_v@$_n" '$1 == k { print $2, $3, $4; exit }' "$RESULTS/memory-pss.stats")
			set -- ${_row:-- - -}
			say "$_v,$_n,$1,$2,$3,$(lookup "$RESULTS/memory-pdirty.stats" "$_v@$_n"),$(lookup "$RESULTS/memory-rss.stats" "$_v@$_n"),$(ratio "$1" "$(lookup "$RESULTS/memory-pss.stats" "debian-rc@$_n")"),$(ratio "$(lookup "$RESULTS/memory-pdirty.stats" "$_v@$_n")" "$(lookup "$RESULTS/memory-pdirty.stats" "debian-rc@$_n")")" >>"$_csv"
		done
	done
	say "   PSS@N: proportional set size per shell with N idle at once; dirty@N: private dirty;"
	say "   RSS: resident.  Issue 27's target: ours at most Debian rc's PSS."
}
