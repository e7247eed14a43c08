# exp-symbols.sh: experiment 4, start-up cost against the number of bound symbols (9fans, 2009).

# The compiler is slow on a hundred thousand tiny functions, so each function
# is compiled once as a template and its assembly is copied with new names.
# replicate TEMPLATE.s FIRST LAST: the template's code for indices FIRST..LAST-1.
replicate()
{
	awk -v lo="$2" -v hi="$3" '
	/^[ \t]*\.(file|ident)/ || /GNU-stack/ { next }
	{
		# Split the line once into literal pieces and markers: T for the
		# index, N for the index + 1, L after a local label (made unique).
		line = $0
		while (line != "") {
			p = length(line) + 1; k = ""; ml = 0
			if ((q = index(line, "SYMTMPL")) && q < p) { p = q; k = "T"; ml = 7 }
			if ((q = index(line, "SYMNEXT")) && q < p) { p = q; k = "N"; ml = 7 }
			if (match(line, /\.L[A-Za-z0-9_]+/) && RSTART < p) { p = RSTART; k = "L"; ml = RLENGTH }
			if (k == "") { seg[++ns] = line; kind[ns] = ""; break }
			if (p > 1) { seg[++ns] = substr(line, 1, p - 1); kind[ns] = "" }
			if (k == "L") { seg[++ns] = substr(line, p, ml); kind[ns] = "" }
			seg[++ns] = ""; kind[ns] = k
			line = substr(line, p + ml)
		}
		seg[++ns] = "\n"; kind[ns] = ""
	}
	END {
		for (i = lo; i < hi; i++) {
			out = ""
			for (j = 1; j <= ns; j++)
				out = out (kind[j] == "" ? seg[j] : kind[j] == "T" ? i : kind[j] == "N" ? i + 1 : "_" i)
			printf "%s", out
		}
		print "\t.section\t.note.GNU-stack,\"\",@progbits"
	}' "$1"
}

# symbuild SIZE LIBS: the libraries, objects and three programs for one cell.
symbuild()
{
	_s=$1 _l=$2 _d=$SYMDIR/$1-$2
	[ -f "$_d/done" ] && return 0
	mkdir -p "$_d"
	_per=$((_s / _l)) _j=0 _objs= _libs=
	while [ $_j -lt "$_l" ]; do
		replicate "$SYMDIR/f.s" $((_j * _per)) $(((_j + 1) * _per)) >"$_d/l$_j.s" &&
		    $CC -c -fPIC -o "$_d/l$_j.o" "$_d/l$_j.s" &&
		    $CC -shared -o "$_d/libsym$_j.so" "$_d/l$_j.o" || return 1
		rm -f "$_d/l$_j.s"
		_objs="$_objs $_d/l$_j.o" _libs="$_libs -lsym$_j" _j=$((_j + 1))
	done
	if [ ! -f "$SYMDIR/prog-$_s.o" ]; then
		replicate "$SYMDIR/c.s" 0 "$_s" >"$SYMDIR/prog-$_s.s" &&
		    $CC -c -o "$SYMDIR/prog-$_s.o" "$SYMDIR/prog-$_s.s" || return 1
		rm -f "$SYMDIR/prog-$_s.s"
	fi
	printf 'int c%d(int a) { return a; }\nint c0(int);\n%s\n' "$_s" \
	    'int main(int argc, char **argv) { (void)argv; return argc > 99 ? c0(argc) : 0; }' \
	    >"$_d/main.c"
	$CC -O1 -c -o "$_d/main.o" "$_d/main.c" || return 1
	if [ "$STATIC_OK" = yes ]; then
		$CC -static -o "$_d/static" "$_d/main.o" "$SYMDIR/prog-$_s.o" $_objs || return 1
	fi
	$CC -o "$_d/dynamic" "$_d/main.o" "$SYMDIR/prog-$_s.o" -L"$_d" $_libs \
	    -Wl,-rpath,"$_d" || return 1
	$CC -o "$_d/now" "$_d/main.o" "$SYMDIR/prog-$_s.o" -L"$_d" $_libs \
	    -Wl,-rpath,"$_d" -Wl,-z,now || return 1
	: >"$_d/done"
}

symtemplates()
{
	printf 'int fSYMTMPL(int x) { return x + 1; }\n' >"$SYMDIR/f.c"
	printf 'int fSYMTMPL(int);\nint cSYMNEXT(int);\n%s\n' \
	    'int cSYMTMPL(int a) { return fSYMTMPL(a) + cSYMNEXT(a); }' >"$SYMDIR/c.c"
	$CC -O1 -fPIC -S -o "$SYMDIR/f.s" "$SYMDIR/f.c" &&
	    $CC -O1 -S -o "$SYMDIR/c.s" "$SYMDIR/c.c"
}

exp_symbols()
{
	header "4. symbol scaling: programs binding 1 to $(echo $SYM_SIZES | awk '{ print $NF }') functions from 1 or 10 libraries"
	say "   historical: 9fans 2009, per 1000 runs: static flat near 0.8 s, dynamic from 1.4 s up to 7 s;"
	say "   today eager binding (-z now) stands in for prebinding; seconds are per 1000 runs"
	SYMDIR=$BENCH_BUILDDIR/symbols
	mkdir -p "$SYMDIR"
	_raw=$RESULTS/symbols.raw.csv _csv=$RESULTS/symbols.csv
	say "variant,rep,n,wall,user,sys,minflt,majflt" >"$_raw"
	if ! symtemplates; then
		fail "symbol scaling: cannot compile the templates"
		return 1
	fi
	_cells=
	for _s in $SYM_SIZES; do
		for _l in 1 10; do
			[ "$_s" -lt "$_l" ] && continue
			if symbuild "$_s" "$_l"; then
				_cells="$_cells $_s-$_l"
			else
				fail "symbol scaling: cannot build $_s functions over $_l libraries"
			fi
		done
	done
	for _rep in $(reps); do
		for _c in $_cells; do
			_n=$SYM_RUNS
			[ "${_c%-*}" -ge 100000 ] && _n=$((SYM_RUNS / 10))
			for _k in static dynamic now; do
				[ -x "$SYMDIR/$_c/$_k" ] && rl "$_raw" "$_c-$_k" $_rep "$_n" "$SYMDIR/$_c/$_k"
			done
		done
	done
	stats "$_raw" "\$4 / \$3 * 1000" >"$RESULTS/symbols.wall"
	stats "$_raw" "\$5 / \$3 * 1000" >"$RESULTS/symbols.user"
	stats "$_raw" "\$6 / \$3 * 1000" >"$RESULTS/symbols.sys"
	say "variant,functions,libraries,link,size,user,sys,elapsed,elapsed_min,elapsed_max,ratio,historical" >"$_csv"
	printf '  %9s %4s %-7s %10s %7s %7s %8s %15s %6s %6s\n' functions libs link size \
	    user sys elapsed min-max ratio hist
	for _c in $_cells; do
		_st=$(lookup "$RESULTS/symbols.wall" "$_c-static")
		for _k in static dynamic now; do
			_v=$_c-$_k
			[ -x "$SYMDIR/$_c/$_k" ] || continue
			_h=
			case $_k-$_c in
			static-*-1) _h=0.8 ;;
			dynamic-1-1) _h=1.4 ;;
			dynamic-100000-1) _h=7 ;;
			esac
			_row=$(awk -v v="$_v" '$1 == v { print $2, $3, $4; exit }' "$RESULTS/symbols.wall")
			[ -n "$_row" ] || continue
			set -- $_row $(lookup "$RESULTS/symbols.user" "$_v") $(lookup "$RESULTS/symbols.sys" "$_v")
			_sz=$(wc -c <"$SYMDIR/$_c/$_k")
			_ra=$(ratio "$1" "$_st")
			printf '  %9s %4s %-7s %10s %7.3f %7.3f %8.3f %7.3f-%7.3f %6s %6s\n' "${_c%-*}" \
			    "${_c#*-}" $_k "$_sz" "$4" "$5" "$1" "$2" "$3" "$_ra" "$_h"
			say "$_v,${_c%-*},${_c#*-},$_k,$_sz,$4,$5,$1,$2,$3,$_ra,$_h" >>"$_csv"
		done
	done
	say "   (ratio: elapsed over the static program with the same functions and libraries)"
}
