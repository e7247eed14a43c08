#!/bin/sh
# plot.sh: draw one chart per experiment (PNG and SVG) from results/*.csv with gnuplot.

: "${BENCH_BUILDDIR:=$(pwd)}" "${GNUPLOT:=gnuplot}"
RESULTS=$BENCH_BUILDDIR/results
PLOTS=$RESULTS/plots
export LC_ALL=C

if ! command -v "$GNUPLOT" >/dev/null 2>&1; then
	echo "bench-plot: $GNUPLOT is not installed: no charts drawn"
	exit 0
fi
if [ ! -d "$RESULTS" ]; then
	echo "bench-plot: no $RESULTS: run make bench (or bench-quick) first" >&2
	exit 1
fi
mkdir -p "$PLOTS"
if "$GNUPLOT" -e 'set terminal' 2>&1 | grep -q pngcairo; then
	PNG='pngcairo size 1000,560 noenhanced font ",10"'
else
	PNG='png size 1000,560 noenhanced'
fi
SVG='svg size 1000,560 noenhanced font ",10"'
machine=$(sed -n 's/^cpu: *//p' "$RESULTS/machine.txt" 2>/dev/null)

# draw NAME: run $PLOTS/NAME.gp once for each terminal.
draw()
{
	for _t in png svg; do
		if [ $_t = png ]; then _term=$PNG; else _term=$SVG; fi
		{
			printf 'set terminal %s\nset output "%s/%s.%s"\n' "$_term" "$PLOTS" "$1" $_t
			cat "$PLOTS/$1.gp"
		} | "$GNUPLOT" || { echo "bench-plot: $1.$_t failed" >&2; failed=1; }
	done
	[ -f "$PLOTS/$1.png" ] && echo "bench-plot: $PLOTS/$1.png $PLOTS/$1.svg"
}

# ratios CSV METRIC...: "label<TAB>ratio<TAB>historical ratio" per variant and metric.
ratios()
{
	_f=$1
	shift
	awk -F, -v m="$*" 'BEGIN { n = split(m, want, " ") }
	NR > 1 {
		for (i = 1; i <= n; i++)
			if ($3 == want[i]) {
				if (!($2 in seen)) { seen[$2] = 1; order[++k] = $2 }
				r[$2, i] = $7; h[$2, i] = ($9 == "" ? "-" : $9)
			}
	}
	END {
		for (j = 1; j <= k; j++) {
			line = order[j]
			for (i = 1; i <= n; i++) {
				a = r[order[j], i]; b = h[order[j], i]
				line = line "\t" (a == "" ? "-" : a) "\t" (b == "" ? "-" : b)
			}
			print line
		}
	}' "$_f"
}

common()
{
	cat <<-END
	set datafile separator "\t"
	set datafile missing "-"
	set style data histogram
	set style histogram clustered gap 1
	set style fill solid 0.8 border -1
	set boxwidth 0.9
	set key top left
	set grid ytics
	set yrange [0:*]
	set xtics rotate by -25 nomirror
	set bmargin 7
	set linetype 9 lc rgb "#8b4513"
	set linetype 10 lc rgb "#708090"
	set linetype 11 lc rgb "#000080"
	set linetype 12 lc rgb "#ff69b4"
	set linetype cycle 12
	END
}

failed=0
if [ -f "$RESULTS/fork.csv" ]; then
	ratios "$RESULTS/fork.csv" cpu_us_per_iteration >"$PLOTS/fork.dat"
	{
		common
		printf 'set title "1. fork/wait loop: CPU per iteration, ratio to static without editing (%s)"\n' "$machine"
		printf 'set ylabel "ratio"\n'
		printf 'plot "%s" using 2:xtic(1) title "today", "" using 3 title "1999 (200 MHz PC)"\n' "$PLOTS/fork.dat"
	} >"$PLOTS/fork.gp"
	draw fork
fi
if [ -f "$RESULTS/startup.csv" ]; then
	ratios "$RESULTS/startup.csv" seconds_per_1000 minor_faults_per_1000 >"$PLOTS/startup.dat"
	{
		common
		printf 'set title "2. rc -c exit 0: ratio to static without editing (%s)"\n' "$machine"
		printf 'set ylabel "ratio"\n'
		printf 'plot "%s" using 2:xtic(1) title "time today", "" using 3 title "time 2003", ' "$PLOTS/startup.dat"
		printf '"" using 4 title "faults today", "" using 5 title "faults 2003"\n'
	} >"$PLOTS/startup.gp"
	draw startup
fi
if [ -f "$RESULTS/loader.csv" ]; then
	ratios "$RESULTS/loader.csv" "$(awk -F, 'NR == 2 { print $3 }' "$RESULTS/loader.csv")" >"$PLOTS/loader.dat"
	{
		common
		printf 'set title "3. a program that only exits: ratio to the dynamic one (%s)"\n' "$machine"
		printf 'set ylabel "ratio"\n'
		printf 'plot "%s" using 2:xtic(1) title "today", "" using 3 title "NetBSD 2004"\n' "$PLOTS/loader.dat"
	} >"$PLOTS/loader.gp"
	draw loader
fi
if [ -f "$RESULTS/symbols.csv" ]; then
	_plot=
	for _k in static dynamic now; do
		for _l in 1 10; do
			awk -F, -v k=$_k -v l=$_l 'NR > 1 && $4 == k && $3 == l { print $2 "\t" $8 "\t" $9 "\t" $10 }' \
			    "$RESULTS/symbols.csv" >"$PLOTS/symbols-$_k-$_l.dat"
			[ -s "$PLOTS/symbols-$_k-$_l.dat" ] || continue
			_plot="$_plot${_plot:+, }\"$PLOTS/symbols-$_k-$_l.dat\" using 1:2:3:4 with yerrorlines title \"$_k, $_l lib\""
		done
	done
	{
		printf 'set datafile separator "\\t"\nset logscale xy\nset grid\nset key top left\n'
		printf 'set xlabel "functions bound"\nset ylabel "seconds per 1000 runs"\n'
		printf 'set title "4. symbol scaling: static, dynamic (lazy) and dynamic -z now (%s)"\n' "$machine"
		printf 'plot %s\n' "$_plot"
	} >"$PLOTS/symbols.gp"
	draw symbols
fi
if [ -f "$RESULTS/make.csv" ]; then
	awk -F, 'NR > 1 { print $2 "\t" $4 "\t" $5 "\t" $6 }' "$RESULTS/make.csv" >"$PLOTS/make.dat"
	{
		common
		printf 'set style histogram errorbars gap 1 lw 1\n'
		printf 'set title "5. make -j1 SHELL=...: time per one-line recipe, median and min-max (%s)"\n' "$machine"
		printf 'set ylabel "microseconds per recipe"\nset key off\n'
		printf 'plot "%s" using 2:3:4:xtic(1)\n' "$PLOTS/make.dat"
	} >"$PLOTS/make.gp"
	draw make
fi
if [ -f "$RESULTS/compare.csv" ]; then
	# one row per measure, one column per shell: ratio to Debian's rc
	awk -F, 'NR > 1 && $1 != "cstatic" && $1 != "cfork" && $1 != "cprompt" {
		if (!($3 in ms)) { ms[$3] = 1; mo[++nm] = $3 }
		if (!($1 in vs)) { vs[$1] = 1; vo[++nv] = $1 }
		r[$3, $1] = $7
	}
	END {
		line = "measure"
		for (j = 1; j <= nv; j++) line = line "\t" vo[j]
		print line
		for (i = 1; i <= nm; i++) {
			line = mo[i]
			for (j = 1; j <= nv; j++) line = line "\t" ((mo[i], vo[j]) in r ? r[mo[i], vo[j]] : "-")
			print line
		}
	}' "$RESULTS/compare.csv" >"$PLOTS/compare.dat"
	_n=$(awk -F'\t' 'NR == 1 { print NF; exit }' "$PLOTS/compare.dat")
	{
		common
		printf 'set key outside right\nset logscale y\nset yrange [*:*]\n'
		printf 'set title "compare: each shell over Debian rc, per measure (lower is faster) (%s)"\n' "$machine"
		printf 'set ylabel "ratio to Debian rc (log scale)"\n'
		printf 'plot for [c=2:%d] "%s" using c:xtic(1) title columnheader\n' "$_n" "$PLOTS/compare.dat"
	} >"$PLOTS/compare.gp"
	draw compare
fi
if [ -f "$RESULTS/workloads.csv" ]; then
	# one row per workload, one column per shell: ratio to dash
	awk -F, 'NR > 1 {
		if (!($1 in ws)) { ws[$1] = 1; wo[++nw] = $1 }
		if (!($3 in vs)) { vs[$3] = 1; vo[++nv] = $3 }
		r[$1, $3] = ($8 == "" || $8 == "-") ? "-" : $8
	}
	END {
		line = "workload"
		for (j = 1; j <= nv; j++) line = line "\t" vo[j]
		print line
		for (i = 1; i <= nw; i++) {
			line = wo[i]
			for (j = 1; j <= nv; j++) line = line "\t" ((wo[i], vo[j]) in r ? r[wo[i], vo[j]] : "-")
			print line
		}
	}' "$RESULTS/workloads.csv" >"$PLOTS/workloads.dat"
	_n=$(awk -F'\t' 'NR == 1 { print NF; exit }' "$PLOTS/workloads.dat")
	{
		common
		printf 'set key outside right\nset logscale y\nset yrange [*:*]\n'
		printf 'set title "workloads: each shell over dash, medians (lower is faster; missing: timed out, wrong or n/a) (%s)"\n' "$machine"
		printf 'set ylabel "ratio to dash (log scale)"\n'
		printf 'plot for [c=2:%d] "%s" using c:xtic(1) title columnheader\n' "$_n" "$PLOTS/workloads.dat"
	} >"$PLOTS/workloads.gp"
	draw workloads
fi
if [ -f "$RESULTS/interp.csv" ]; then
	# one row per workload, one column per shell: least CPU time over dash's
	awk -F, 'NR > 1 {
		if (!($1 in ws)) { ws[$1] = 1; wo[++nw] = $1 }
		if (!($3 in vs)) { vs[$3] = 1; vo[++nv] = $3 }
		r[$1, $3] = ($8 == "" || $8 == "-") ? "-" : $8
	}
	END {
		line = "workload"
		for (j = 1; j <= nv; j++) line = line "\t" vo[j]
		print line
		for (i = 1; i <= nw; i++) {
			line = wo[i]
			for (j = 1; j <= nv; j++) line = line "\t" ((wo[i], vo[j]) in r ? r[wo[i], vo[j]] : "-")
			print line
		}
	}' "$RESULTS/interp.csv" >"$PLOTS/interp.dat"
	_n=$(awk -F'\t' 'NR == 1 { print NF; exit }' "$PLOTS/interp.dat")
	{
		common
		printf 'set key outside right\nset logscale y\nset yrange [*:*]\n'
		printf 'set arrow from graph 0, first 0.5 to graph 1, first 0.5 nohead dashtype 2\n'
		printf 'set title "interp: least CPU time over dash'"'"'s (lower is faster; dashed: issue 27'"'"'s 0.5) (%s)"\n' "$machine"
		printf 'set ylabel "CPU time ratio to dash (log scale)"\n'
		printf 'plot for [c=2:%d] "%s" using c:xtic(1) title columnheader\n' "$_n" "$PLOTS/interp.dat"
	} >"$PLOTS/interp.gp"
	draw interp
fi
if [ -f "$RESULTS/memory.csv" ]; then
	# one row per shell: PSS at each count of shells, then private dirty at each
	awk -F, 'NR > 1 {
		if (!($1 in vs)) { vs[$1] = 1; vo[++nv] = $1 }
		if (!($2 in ns)) { ns[$2] = 1; no[++nn] = $2 }
		p[$1, $2] = $3 == "" ? "-" : $3; d[$1, $2] = $6 == "" ? "-" : $6
	}
	END {
		line = "shell"
		for (j = 1; j <= nn; j++) line = line "\tPSS, N=" no[j]
		for (j = 1; j <= nn; j++) line = line "\tprivate dirty, N=" no[j]
		print line
		for (i = 1; i <= nv; i++) {
			line = vo[i]
			for (j = 1; j <= nn; j++) line = line "\t" p[vo[i], no[j]]
			for (j = 1; j <= nn; j++) line = line "\t" d[vo[i], no[j]]
			print line
		}
	}' "$RESULTS/memory.csv" >"$PLOTS/memory.dat"
	_n=$(awk -F'\t' 'NR == 1 { print NF; exit }' "$PLOTS/memory.dat")
	{
		common
		printf 'set key outside right\n'
		printf 'set title "memory: N idle interactive shells, each on a terminal: kB per shell (%s)"\n' "$machine"
		printf 'set ylabel "kB per shell"\n'
		printf 'plot for [c=2:%d] "%s" using c:xtic(1) title columnheader\n' "$_n" "$PLOTS/memory.dat"
	} >"$PLOTS/memory.gp"
	draw memory
fi
exit $failed
