# exp-compare.sh: the "compare" experiment: our link modes against the other shells (issue 5 targets).

SHELLS="plugin no static dynamic dynno musl debian-rc dash bash busybox"

isrc()
{
	case $1 in *rc|plugin|no|static|dynamic|dynno|musl) return 0 ;; esac
	return 1
}

# words N: 1 .. N on one line.
words()
{
	awk -v n="$1" 'BEGIN { for (i = 1; i <= n; i++) printf "%d ", i }'
}

cmpscripts()
{
	_s=$RESULTS/scripts
	_true=/bin/true
	[ -x $_true ] || _true=/usr/bin/true
	rcloop "$CMP_FORK_N" '@{ ~ 0 0 }' >"$_s/cfork.rc"
	shloop "$CMP_FORK_N" '( case 0 in 0) ;; esac )' >"$_s/cfork.sh"
	rcloop "$CMP_EXT_N" "$_true" >"$_s/ext.rc"
	shloop "$CMP_EXT_N" "$_true" >"$_s/ext.sh"
	_out=$(words $((CMP_INTERP_N / 100))) _in=$(words 100)
	cat >"$_s/interp.rc" <<-END
	fn f { y=\$1 }
	for (j in $_out) { l=(); for (i in $_in) { x=\$i; if (~ \$x 5) z=1; l=(\$l \$x); f \$x } }
	~ \$#l 100 && ~ \$y 100 && ~ \$z 1
	END
	cat >"$_s/interp.sh" <<-END
	f() { y=\$1; }
	for j in $_out; do l=; for i in $_in; do x=\$i; case \$x in 5) z=1;; esac; l="\$l \$x"; f \$x; done; done
	set -- \$l; [ \$# = 100 ] && [ "\$y" = 100 ] && [ "\$z" = 1 ]
	END
}

cmpblock()
{
	_t=$1 _st=$2 _met=$3 _dig=$4
	say "   $_t"
	colhead "$_met"
	{
		grep -q '^cstatic ' "$_st" && say "cstatic|C static program||"
		grep -q '^cfork ' "$_st" && say "cfork|C fork/_exit/waitpid loop||"
		grep -q '^cprompt ' "$_st" && say "cprompt|C static program that only prompts||"
		for _v in $SHELLS; do
			say "$_v|$_v||"
		done
	} | table "$RESULTS/compare.csv" "$_st" debian-rc "$_met" "$_dig"
}

# target TEXT VALUE LIMIT: one line of the issue 5 check for the plugin build.
target()
{
	awk -v t="$1" -v v="$2" -v l="$3" 'BEGIN {
		if (v == "-" || v == "") { printf "  %-44s %8s %8s  %s\n", t, "-", l, "not measured"; exit }
		ok = l ~ /^</ ? v + 0 < substr(l, 2) + 0 : v + 0 <= l + 0
		printf "  %-44s %8.2f %8s  %s\n", t, v, l, (ok ? "met" : "NOT met") }' | tee -a "$RESULTS/compare-targets.txt"
}

exp_compare()
{
	# More, shorter interleaved runs: the medians here are the ones with targets.
	_reps0=$REPS
	REPS=${CMP_REPS:-5}
	header "compare: our link modes against the other shells, medians of $REPS runs (ratios are to Debian's rc)"
	cmpscripts
	_s=$RESULTS/scripts
	for _k in exit fork interp ext; do
		say "variant,rep,n,wall,user,sys,minflt,majflt" >"$RESULTS/cmp-$_k.raw.csv"
	done
	say "variant,rep,sessions,prompt,cmdwall,cmdcpu,readline" >"$RESULTS/cmp-pty.raw.csv"
	rm -f "$RESULTS/compare.csv" "$RESULTS/compare-targets.txt"
	for _rep in $(reps); do
		[ -x "$SUBJ/exit0-static" ] && rl "$RESULTS/cmp-exit.raw.csv" cstatic $_rep "$CMP_EXIT_N" "$SUBJ/exit0-static"
		[ -x "$SUBJ/forkc" ] && rl "$RESULTS/cmp-fork.raw.csv" cfork $_rep 1 "$SUBJ/forkc" "$CMP_FORK_N"
		[ -x "$SUBJ/prompt0-static" ] && pt "$RESULTS/cmp-pty.raw.csv" cprompt $_rep \
		    -n "$CMP_PTY_N" '; ' "$SUBJ/prompt0-static"
		for _v in $SHELLS; do
			_p=$(path $_v)
			[ -n "$_p" ] || continue
			_x=sh
			isrc $_v && _x=rc
			rl "$RESULTS/cmp-exit.raw.csv" $_v $_rep "$CMP_EXIT_N" "$_p" -c exit
			rl "$RESULTS/cmp-fork.raw.csv" $_v $_rep 1 "$_p" "$_s/cfork.$_x"
			rl "$RESULTS/cmp-interp.raw.csv" $_v $_rep 1 "$_p" "$_s/interp.$_x"
			rl "$RESULTS/cmp-ext.raw.csv" $_v $_rep 1 "$_p" "$_s/ext.$_x"
			case $_v in
			bash) (PS1='$ ' && export PS1 && pt "$RESULTS/cmp-pty.raw.csv" $_v $_rep \
			    -n "$CMP_PTY_N" '$ ' "$_p" --norc --noprofile -i) ;;
			dash|busybox) (PS1='$ ' && export PS1 && unset ENV &&
			    pt "$RESULTS/cmp-pty.raw.csv" $_v $_rep -n "$CMP_PTY_N" '$ ' "$_p" -i) ;;
			*) pt "$RESULTS/cmp-pty.raw.csv" $_v $_rep -n "$CMP_PTY_N" '; ' "$_p" -i ;;
			esac
		done
	done
	REPS=$_reps0
	stats "$RESULTS/cmp-exit.raw.csv" '$4 / $3 * 1e6' >"$RESULTS/cmp-exit.stats"
	stats "$RESULTS/cmp-exit.raw.csv" '$7 / $3' >"$RESULTS/cmp-faults.stats"
	stats "$RESULTS/cmp-fork.raw.csv" "\$4 / $CMP_FORK_N * 1e6" >"$RESULTS/cmp-fork.stats"
	stats "$RESULTS/cmp-interp.raw.csv" '$4 * 1e3' >"$RESULTS/cmp-interp.stats"
	stats "$RESULTS/cmp-ext.raw.csv" "\$4 / $CMP_EXT_N * 1e6" >"$RESULTS/cmp-ext.stats"
	stats "$RESULTS/cmp-pty.raw.csv" '$4 * 1e6' >"$RESULTS/cmp-pty.stats"
	cmpblock "shell -c exit, $CMP_EXIT_N runs: wall time per run" "$RESULTS/cmp-exit.stats" us_per_exit 0
	cmpblock "shell -c exit: minor page faults per run" "$RESULTS/cmp-faults.stats" faults_per_exit 1
	cmpblock "fork/wait loop, $CMP_FORK_N iterations: wall time per iteration" "$RESULTS/cmp-fork.stats" us_per_fork 1
	cmpblock "make SHELL=, from experiment 5: time per recipe" "$RESULTS/make.stats" us_per_recipe 0
	cmpblock "interpreter loop (assignment, ~, list append, call), $CMP_INTERP_N iterations: total" "$RESULTS/cmp-interp.stats" ms_total 1
	cmpblock "loop starting $CMP_EXT_N external commands: time per command" "$RESULTS/cmp-ext.stats" us_per_command 0
	cmpblock "first prompt on a pty (plugin load included), mean of $CMP_PTY_N sessions" "$RESULTS/cmp-pty.stats" us_to_prompt 0
	say ""
	say "   issue 5 targets for the plugin build (value is plugin / other, medians)"
	printf '  %-44s %8s %8s\n' "target" "ratio" "limit"
	_q()
	{
		ratio "$(lookup "$RESULTS/$1.stats" plugin)" "$(lookup "$RESULTS/$1.stats" "$2")"
	}
	target "rc -c exit wall / static C program" "$(_q cmp-exit cstatic)" 1.25
	target "rc -c exit wall / Debian rc" "$(_q cmp-exit debian-rc)" 0.5
	target "rc -c exit wall / dash (below)" "$(_q cmp-exit dash)" "<1"
	target "rc -c exit wall / busybox sh (below)" "$(_q cmp-exit busybox)" "<1"
	target "rc -c exit faults / static C program" "$(_q cmp-faults cstatic)" 1.3
	target "fork loop / static C loop" "$(_q cmp-fork cfork)" 1.2
	target "fork loop / Debian rc" "$(_q cmp-fork debian-rc)" 0.7
	target "make SHELL= / Debian rc" "$(_q make debian-rc)" 0.7
	target "make SHELL= / dash (faster)" "$(_q make dash)" "<1"
	target "interpreter loop / Debian rc" "$(_q cmp-interp debian-rc)" 0.6
	target "external-command loop / dash (faster)" "$(_q cmp-ext dash)" "<1"
	target "first prompt / Debian rc" "$(_q cmp-pty debian-rc)" 1.2
	# issue 15 asked for 0.5; the floor shows what any program gets here
	printf '  %-44s %8s\n' "  (floor: C program that only prompts)" \
	    "$(ratio "$(lookup "$RESULTS/cmp-pty.stats" cprompt)" "$(lookup "$RESULTS/cmp-pty.stats" debian-rc)")"
	if awk -F, '$1 == "plugin" && $7 != 1 { bad = 1 } END { exit !bad }' "$RESULTS/cmp-pty.raw.csv"; then
		say "   note: the plugin build did not map readline at its first prompt (plugin NOT loaded)"
	fi
}
