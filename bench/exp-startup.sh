# exp-startup.sh: experiment 2, exec startup and page faults (FreeBSD/DragonFly, 2003).

exp_startup()
{
	header "2. startup: $START_N x vfork+exec of rc -c 'exit 0'"
	say "   historical: FreeBSD 2003, seconds per 1000 runs and zero-fill faults per 1000 runs;"
	say "   here: minor faults (all kinds) per 1000 runs; prebound is today LD_BIND_NOW=1"
	_raw=$RESULTS/startup.raw.csv _csv=$RESULTS/startup.csv
	say "variant,rep,n,wall,user,sys,minflt,majflt" >"$_raw"
	rm -f "$_csv"
	for _rep in $(reps); do
		for _m in no static plugin dynno dynamic musl; do
			_p=$(path $_m)
			[ -n "$_p" ] && rl "$_raw" $_m $_rep "$START_N" "$_p" -c 'exit 0'
		done
		_p=$(path dynamic)
		[ -n "$_p" ] && (LD_BIND_NOW=1 && export LD_BIND_NOW &&
		    rl "$_raw" dynamic-now $_rep "$START_N" "$_p" -c 'exit 0')
	done
	stats "$_raw" "\$4 / \$3 * 1000" >"$RESULTS/startup.stats"
	stats "$_raw" "\$7 / \$3 * 1000" >"$RESULTS/startup-faults.stats"
	say "   wall time"
	colhead "s/1000 runs"
	table "$_csv" "$RESULTS/startup.stats" no seconds_per_1000 3 <<-'END'
	no|static, no editing|0.54|1.00
	static|static + readline||
	plugin|plugin (not loaded)||
	dynno|dynamic, no editing||
	dynamic|dynamic + readline|2.88|5.33
	dynamic-now|dynamic + readline, bind now|2.36|4.37
	musl|musl static, no editing||
	END
	say "   page faults"
	colhead "faults/1000"
	table "$_csv" "$RESULTS/startup-faults.stats" no minor_faults_per_1000 0 <<-'END'
	no|static, no editing|11023|1.00
	static|static + readline||
	plugin|plugin (not loaded)||
	dynno|dynamic, no editing||
	dynamic|dynamic + readline|33023|3.00
	dynamic-now|dynamic + readline, bind now|25023|2.27
	musl|musl static, no editing||
	END
}
