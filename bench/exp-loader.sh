# exp-loader.sh: experiment 3, the dynamic loader's share (NetBSD, 2004).

exp_loader()
{
	# Many short interleaved batches: a burst of load elsewhere on the
	# machine then spoils one batch, not a third of the runs.
	_reps0=$REPS
	REPS=${LOADER_BATCHES:-9}
	_per=$(( (LOADER_N + REPS - 1) / REPS ))
	header "3. loader cost: a program that only exits, $LOADER_N runs in $REPS interleaved batches of $_per (median batch, scaled)"
	say "   historical: NetBSD 2004, one extra library (libm) added about 9% to a dynamic program"
	_raw=$RESULTS/loader.raw.csv _csv=$RESULTS/loader.csv
	say "variant,rep,n,wall,user,sys,minflt,majflt" >"$_raw"
	rm -f "$_csv"
	for _rep in $(reps); do
		for _v in static dynamic dynamic-libm; do
			[ -x "$SUBJ/exit0-$_v" ] && rl "$_raw" $_v $_rep "$_per" "$SUBJ/exit0-$_v"
		done
	done
	REPS=$_reps0
	stats "$_raw" "\$4 / \$3 * $LOADER_N" >"$RESULTS/loader.stats"
	colhead "s/$LOADER_N runs"
	table "$_csv" "$RESULTS/loader.stats" dynamic seconds_per_${LOADER_N}_runs 3 <<-'END'
	static|static||
	dynamic|dynamic (libc)||1.00
	dynamic-libm|dynamic (libc + libm)||1.09
	END
	say "   (ratios here are to the dynamic program, as in the original)"
}
