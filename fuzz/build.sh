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
cppflags="-DHAVE_CONFIG_H -I$out/conf -I$out/conf/src -I$top/src -I$top/lineedit"
cppflags="$cppflags -DRC_LINEEDIT_NONE=1 -DPKGLIBDIR=\"/nonexistent\""
cppflags="$cppflags -DRC_BUILD_PLUGIN=\"/nonexistent\" -DRC_BUILD_CORE=\"/nonexistent\""

# The base and front-end layers alone (src/TOUR): the parser needs
# nothing above them, and this link fails if it ever does.
objs=
set --
for m in mem list print error flag input lex tree; do
	set -- "$@" "$top/src/$m.c"
done
for f in "$@" "$out/conf/src/parse.c" "$here/parse_fuzz.c"; do
	o="$out/$(basename "$f" .c).o"
	# shellcheck disable=SC2086
	$CC $flags $cppflags -c "$f" -o "$o"
	objs="$objs $o"
done
# shellcheck disable=SC2086
$CC $flags -o "$out/parse_fuzz" $objs
echo "$out/parse_fuzz"
