# stack.sh: deep nesting of every kind under stack limits set outside
# (tripping limit) and inside (limit stacksize): the shell never dies of
# SIGSEGV, stops with "too many nested calls (stack exhausted)" what does
# not fit, and runs whatever the reference runs (issue 26, item 2).

# nest N OPEN MIDDLE CLOSE: MIDDLE inside N pairs, on one line.
nest() {
	awk -v n="$1" -v o="$2" -v m="$3" -v c="$4" 'BEGIN {
		for (i = 0; i < n; i++) printf "%s", o
		printf "%s", m
		for (i = 0; i < n; i++) printf "%s", c
		print ""
	}'
}

# kind NAME N: a script nesting N deep in that way, printing "done N".
kind() {
	case $1 in
	braces) nest "$2" '{' "echo done $2" '}' ;;
	ifs) nest "$2" 'if (~ a a) {' "echo done $2" '}' ;;
	bangs) nest "$2" '! ' 'false' ''; echo "echo done $2" ;;
	andand) nest "$2" '~ a a && ' "echo done $2" '' ;;
	fncalls) echo "fn f {if (~ \$#* $2) echo done $2; if not f \$* 1}; f" ;;
	eval) echo "n=(); x='n=(\$n 1); if (~ \$#n $2) echo done $2; if not eval \$x'; eval \$x" ;;
	dot) echo "n=(); echo 'n=(\$n 1); if (~ \$#n $2) echo done $2; if not . ./self' >self; . ./self" ;;
	backquotes) nest "$2" 'x=`{' 'echo' '}'; echo "echo done $2" ;;
	words) echo "x=y; y=x"; printf 'echo '; nest "$2" '$' 'x' ''; echo "echo done $2" ;;
	parens) printf 'x='; nest "$2" '(' 'a' ')'; echo "echo done $2 \$#x" ;;
	whatis) printf 'fn g {'; nest "$2" '{' 'echo' '}'; echo "}; whatis g | wc -l; echo done $2" ;;
	export) printf 'fn g {'; nest "$2" '{' 'echo' '}'; echo "}; printenv fn_g | wc -l; echo done $2" ;;
	esac
}

for k in braces ifs bangs andand fncalls eval dot backquotes words parens whatis export; do
	case $k in
	backquotes) depths=60 ;;
	dot) depths=300 ;;
	*) depths='1000 3000' ;;
	esac
	for d in $depths; do
		kind $k $d >$k-$d.rc
		for lim in 48k 96k 256k 8m unlimited; do
			p=$k-$d-$lim
			try $p "tripping limit stack $lim rc $k-$d.rc"
			# never a crash, of the shell or of a child (as rc reports it);
			# what fails says why
			check "$p-sane" "sane $p && ! grep -q 'segmentation violation' $p.err &&
				{ test \"\$(status $p)\" = 0 ||
				grep -q 'too many nested calls (stack exhausted)\|yacc stack overflow' $p.err; }" || show $p
			# what the reference runs, we run (a sanitizer's frames are larger)
			if haveref && ! sanitized; then
				tryref $p.r "tripping limit stack $lim rc $k-$d.rc"
				if test "$(status $p.r)" = 0 && ! test -s $p.r.err; then
					check "$p-as-ref" "cmp -s $p.out $p.r.out && test \"\$(status $p)\" = 0" || show $p
				fi
			fi
		done
	done
done

# limit stacksize inside the shell moves the guard (the reference too dies
# of SIGSEGV here).
try inside "rc -c 'limit stacksize 200k; fn f {f}; f'"
check inside-limit "test \"\$(status inside)\" = 1 &&
	grep -q 'too many nested calls (stack exhausted)' inside.err" || show inside
kind braces 1000 >b.rc
try inside2 "rc -c 'limit stacksize 256k; . ./b.rc; limit stacksize 8m; . ./b.rc'"
check inside-raise "test \"\$(cat inside2.out)\" = 'done 1000
done 1000'" || show inside2

# A recursion that never ends stops however large the limit, and soon.
for lim in 96k 8m 64m unlimited; do
	try forever-$lim "tripping limit stack $lim rc -c 'fn f {f}; f'"
	check "forever-$lim" "test \"\$(status forever-$lim)\" = 1 &&
		grep -q 'too many nested calls (stack exhausted)' forever-$lim.err" || show forever-$lim
done

# A redirection's target built from 300000 ^ words (a chain the parser
# leans one way, walked without recursion).
awk 'BEGIN { printf "ls >/dev/null^a"; for (i = 0; i < 300000; i++) printf "^a"; print " >[2]/dev/null; echo after" }' >chain.rc
try chain 'rc chain.rc'
check caret-chain "test \"\$(cat chain.out)\" = after" || echo "chain: status $(status chain)"
