# exp-make.sh: experiment 5, make SHELL= on a makefile of one-line recipes.

# genmk N rc|sh: a makefile of N one-line recipes that only use builtins.
genmk()
{
	awk -v n="$1" -v k="$2" 'BEGIN {
		printf "all:"
		for (i = 1; i <= n; i++) printf " t%d", i
		print "\n.PHONY: all"
		for (i = 1; i <= n; i++) {
			printf "t%d:\n", i
			if (k == "rc")
				print "\t@x=(a b $@); ~ $$x(3) t* && echo $$#x $$x >/dev/null"
			else
				print "\t@set -- a b $@; case $$3 in t*) echo $$# \"$$@\" >/dev/null;; esac"
		}
	}'
}

exp_make()
{
	header "5. make -j1 SHELL=shell: $MAKE_N one-line recipes, time per recipe"
	say "   recipes use only builtins (rc syntax for rc, the same work in sh syntax for the others)"
	_raw=$RESULTS/make.raw.csv _csv=$RESULTS/make.csv
	genmk "$MAKE_N" rc >"$RESULTS/scripts/rc.mk"
	genmk "$MAKE_N" sh >"$RESULTS/scripts/sh.mk"
	say "variant,rep,n,wall,user,sys,minflt,majflt" >"$_raw"
	rm -f "$_csv"
	_gm=$(command -v "${BENCH_GMAKE:-make}")
	if [ -z "$_gm" ]; then
		fail "make: no make program"
		return 1
	fi
	for _rep in $(reps); do
		for _v in plugin no static dynamic dynno musl debian-rc dash bash busybox; do
			_p=$(path $_v)
			[ -n "$_p" ] || continue
			_mk=sh.mk
			case $_v in *rc|plugin|no|static|dynamic|dynno|musl) _mk=rc.mk ;; esac
			# not the flags (or jobserver) of the make that runs the bench
			(unset MAKEFLAGS MFLAGS MAKELEVEL MAKEOVERRIDES GNUMAKEFLAGS
			rl "$_raw" $_v $_rep 1 "$_gm" -j1 -s -f "$RESULTS/scripts/$_mk" SHELL="$_p")
		done
	done
	stats "$_raw" "\$4 / $MAKE_N * 1e6" >"$RESULTS/make.stats"
	colhead "us/recipe"
	table "$_csv" "$RESULTS/make.stats" debian-rc us_per_recipe 0 <<-'END'
	plugin|rc plugin||
	no|rc no editing||
	static|rc static + readline||
	dynamic|rc dynamic + readline||
	dynno|rc dynamic, no editing||
	musl|rc musl, no editing||
	debian-rc|Debian rc 1.7.4||
	dash|dash||
	bash|bash||
	busybox|busybox sh||
	END
	say "   (ratios are to Debian's rc; no historical figures)"
}
