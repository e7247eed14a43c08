#!/bin/sh
# build.sh: builds fuzz/parse_fuzz, rc's lexer and parser under libFuzzer, ASan and UBSan.
#
# usage: sh fuzz/build.sh [OUTDIR]      (default ${TMPDIR:-/tmp}/rc-fuzz)
# needs clang with its libFuzzer runtime (Debian: clang, libclang-rt-14-dev)
# and what ./configure needs.  The source tree must be bootstrapped.
set -e
here=$(cd "$(dirname "$0")" && pwd)
top=$(cd "$here/.." && pwd)
out=${1:-${TMPDIR:-/tmp}/rc-fuzz}
CC=${CC:-clang}
mkdir -p "$out/conf"
out=$(cd "$out" && pwd)

# configure once, for config.h and the generated parser
if test ! -f "$out/conf/config.status"; then
	(cd "$out/conf" && CC="$CC" "$top/configure" --with-readline=no \
		>"$out/configure.log" 2>&1) || {
		echo "build.sh: configure failed, see $out/configure.log" >&2
		exit 1
	}
fi
(cd "$out/conf/src" && make parse.c parse.h >"$out/yacc.log" 2>&1) || {
	echo "build.sh: generating the parser failed, see $out/yacc.log" >&2
	exit 1
}

flags="-g -O1 -fno-omit-frame-pointer -fsanitize=fuzzer,address,undefined"
# recoverable, so that ubsan.supp can silence a known report; run.sh sets
# halt_on_error=1, so any other report still stops the run
flags="$flags -fsanitize-recover=undefined"
cppflags="-DHAVE_CONFIG_H -I$out/conf -iquote $out/conf/src -iquote $top/src -I$top/lineedit"
cppflags="$cppflags -DRC_LINEEDIT_NONE=1 -DPKGLIBDIR=\"/nonexistent\""
cppflags="$cppflags -DRC_BUILD_PLUGIN=\"/nonexistent\" -DRC_BUILD_CORE=\"/nonexistent\""

# The base and front-end layers alone (src/TOUR): the parser needs
# nothing above them, and this link fails if it ever does.
# compile SOURCE OBJECT [FLAGS...]: one object, added to the link
compile()
{
	src=$1 obj=$2
	shift 2
	# shellcheck disable=SC2086
	$CC $flags "$@" $cppflags -c "$src" -o "$obj"
	objs="$objs $obj"
}
objs=
for m in out mem list print error flag input tree; do
	compile "$top/src/$m.c" "$out/$m.o"
done

# With both yaccs here the grammar goes in twice, one parser from each,
# each with its own copy of the lexer (their token numbers differ), its
# names given a prefix: parse_fuzz then runs every input through both and
# fails where they part.  RC_FUZZ_YACC=one: the configured yacc alone;
# =both: fail without both; unset: both when both are there.
names="parse_line parse_fndef lex_token lex_reset lex_forget lex_error
	lex_heredoc_atend lex_clear_error lex_heredoc_marker lex_heredocs
	lex_syntaxerror"
two=no
if command -v byacc >/dev/null && command -v bison >/dev/null; then
	two=yes
fi
case ${RC_FUZZ_YACC:-auto} in
one)	two=no ;;
both)	test $two = yes || {
		echo "build.sh: RC_FUZZ_YACC=both needs byacc and bison" >&2
		exit 1
	} ;;
esac
if test $two = yes; then
	for y in byacc bison; do
		mkdir -p "$out/$y"
		if test $y = byacc; then
			gen="byacc -d -p ${y}_yy -b $out/$y/y $top/src/parse.y"
		else
			# with the flag configure gives it (configure.ac)
			gen="bison -y -d -Dlr.default-reduction=consistent -p ${y}_yy
				-o $out/$y/y.tab.c $top/src/parse.y"
		fi
		$gen >"$out/$y/yacc.log" 2>&1 || {
			echo "build.sh: $y failed, see $out/$y/yacc.log" >&2
			exit 1
		}
		cp "$out/$y/y.tab.h" "$out/$y/parse.h"	# for lex.c
		# -iquote: found before conf's parse.h, which src/'s -iquote names
		set -- -iquote "$out/$y" "-I$out/$y" "-D${y}_yyerror=${y}_yyerror" "-Dyyerror=${y}_yyerror"
		for n in $names; do
			set -- "$@" "-D$n=${y}_$n"
		done
		# the generated parser first: its own parse.h before conf's
		compile "$out/$y/y.tab.c" "$out/$y/parse.o" "$@"
		compile "$top/src/lex.c" "$out/$y/lex.o" "$@"
	done
	compile "$here/parse_fuzz.c" "$out/parse_fuzz.o" -DRC_TWO_PARSERS
else
	compile "$top/src/lex.c" "$out/lex.o"
	compile "$out/conf/src/parse.c" "$out/parse.o"
	compile "$here/parse_fuzz.c" "$out/parse_fuzz.o"
fi
# shellcheck disable=SC2086
$CC $flags -o "$out/parse_fuzz" $objs
test $two = yes && echo "build.sh: the parsers of byacc and bison" >&2
echo "$out/parse_fuzz"
