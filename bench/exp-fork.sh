# exp-fork.sh: experiment 1, the fork/wait loop (rc mailing list, 1999).

exp_fork()
{
	header "1. fork/wait loop: $FORK_N x @{ ~ 0 0 }, CPU (user+sys) per iteration"
	say "   historical: 200 MHz PC, 1999; ratios are to the static build without editing"
	_raw=$RESULTS/fork.raw.csv _praw=$RESULTS/fork-pty.raw.csv _csv=$RESULTS/fork.csv
	_script=$RESULTS/scripts/fork.rc
	rcloop "$FORK_N" '@{ ~ 0 0 }' >"$_script"
	say "variant,rep,n,wall,user,sys,minflt,majflt" >"$_raw"
	say "variant,rep,sessions,prompt,cmdwall,cmdcpu,readline" >"$_praw"
	rm -f "$_csv"
	for _rep in $(reps); do
		for _m in no static dynno dynamic plugin; do
			_p=$(path $_m)
			[ -n "$_p" ] && rl "$_raw" $_m $_rep 1 "$_p" "$_script"
		done
		_p=$(path plugin)
		[ -n "$_p" ] && pt "$_praw" plugin-loaded $_rep \
		    -c ". $_script; echo fork^done" -m forkdone '; ' "$_p" -i
	done
	{
		stats "$_raw" "(\$5 + \$6) / $FORK_N * 1e6"
		stats "$_praw" "\$6 / $FORK_N * 1e6"
	} >"$RESULTS/fork.stats"
	colhead "us/iter"
	table "$_csv" "$RESULTS/fork.stats" no cpu_us_per_iteration 1 <<-'END'
	no|static, no editing|744|1.00
	static|static + readline|865|1.16
	dynno|dynamic, no editing|1071|1.44
	dynamic|dynamic + readline|1442|1.94
	plugin|plugin, not loaded||
	plugin-loaded|plugin, loaded (pty)||
	END
	if awk -F, 'NR > 1 && $7 != 1 { bad = 1 } END { exit !bad }' "$_praw"; then
		say "   note: the pty shell did not map readline: the plugin was NOT loaded"
	fi
}
