# modes.sh: build every link mode of rc side by side and list the shells to compare.
# Sourced by bench.sh; writes $RESULTS/variants ("name path" per line).

# linkage PATH: "static" or "dynamic", from the program headers via ldd.
linkage()
{
	if ldd "$1" >/dev/null 2>&1; then say dynamic; else say static; fi
}

# An optional mode (MODE_OPTIONAL set) that does not build is skipped, not failed.
modefail()
{
	if [ -n "$MODE_OPTIONAL" ]; then
		say "mode $1: skipped"
	else
		fail "mode $1"
	fi
}

# buildmode NAME configure-arguments...: configure once, then make, in
# modes/NAME, with $MODE_CC if set, else $CC.
buildmode()
{
	_m=$1 _cc=${MODE_CC:-$CC}
	shift
	_d=$BENCH_BUILDDIR/modes/$_m
	# BENCH_PREBUILT=DIR: DIR/NAME is a build of this mode made elsewhere
	# (CI's own mode builds), used as it is.
	if [ -n "$BENCH_PREBUILT" ] && [ -x "$BENCH_PREBUILT/$_m/src/rc" ]; then
		say "mode $_m: prebuilt in $BENCH_PREBUILT/$_m"
		mkdir -p "$BENCH_BUILDDIR/modes"
		rm -rf "$_d"
		ln -s "$BENCH_PREBUILT/$_m" "$_d"
		say "$_m $_d/src/rc" >>"$RESULTS/variants"
		return 0
	fi
	mkdir -p "$_d"
	say "building mode $_m ($*): log in modes/$_m/build.log"
	if [ ! -f "$_d/Makefile" ]; then
		# One cache for the modes built with $CC: the checks that differ
		# by mode are not cached.  Another compiler keeps its own.
		_cache=../config.cache
		[ "$_cc" = "$CC" ] || _cache=config.cache
		(cd "$_d" && "$TOP_SRCDIR/configure" --cache-file=$_cache \
		    --disable-dependency-tracking "$@" CC="$_cc" ${CFLAGS:+"CFLAGS=$CFLAGS"} \
		    >build.log 2>&1) || {
			modefail "$_m: configure failed (see modes/$_m/build.log)"
			return 1
		}
	fi
	(cd "$_d" && unset MAKEFLAGS MFLAGS MAKELEVEL &&
	    $MAKE -j"${BENCH_JOBS:-2}" >>build.log 2>&1) || {
		modefail "$_m: make failed (see modes/$_m/build.log)"
		return 1
	}
	if [ ! -x "$_d/src/rc" ]; then
		modefail "$_m: no src/rc after make"
		return 1
	fi
	say "$_m $_d/src/rc" >>"$RESULTS/variants"
}

buildmodes()
{
	: >"$RESULTS/variants"
	if [ -n "$BENCH_RC" ]; then
		say "STAND-IN: every link mode is $BENCH_RC (BENCH_RC is set; nothing built)"
		for _m in plugin static dynamic no dynno musl; do
			say "$_m $BENCH_RC" >>"$RESULTS/variants"
		done
		return 0
	fi
	if [ ! -x "$TOP_SRCDIR/configure" ]; then
		fail "no $TOP_SRCDIR/configure: bootstrap the source tree first"
		return 1
	fi
	if [ -f "$TOP_SRCDIR/config.status" ]; then
		fail "the source tree is configured in place, so automake refuses the out-of-tree mode builds: run make bench from an out-of-tree build (or pass BENCH_RC=path)"
		return 1
	fi
	for _m in plugin static dynamic no; do
		buildmode $_m --with-readline=$_m
	done
	if "$TOP_SRCDIR/configure" --help | grep -q -e '--disable-static-core'; then
		buildmode dynno --with-readline=no --disable-static-core
	else
		say "mode dynno (dynamic core, no editing): skipped: configure has no --disable-static-core"
	fi
	# issue 5: the portable core built against musl, when musl-gcc is installed
	if command -v musl-gcc >/dev/null 2>&1; then
		MODE_CC=musl-gcc MODE_OPTIONAL=1
		buildmode musl --with-readline=no
		MODE_CC= MODE_OPTIONAL=
	else
		say "mode musl (musl-gcc, no editing): skipped: musl-gcc is not installed"
	fi
}

# The other shells, each skipped (and said so) when it is not installed.
othershells()
{
	for _s in /usr/bin/rc:debian-rc /usr/lib/plan9/bin/rc:plan9-rc /bin/dash:dash /bin/bash:bash \
	    /bin/mksh:mksh; do
		_p=${_s%%:*}
		if [ -x "$_p" ]; then
			say "${_s#*:} $_p" >>"$RESULTS/shells"
		else
			say "skipped ${_s#*:}: $_p is not installed"
		fi
	done
	# busybox picks its applet from argv[0], and make wants one path.
	_bb=$(command -v busybox 2>/dev/null)
	if [ -n "$_bb" ] && "$_bb" sh -c 'exit 0' 2>/dev/null; then
		mkdir -p "$RESULTS/bin/busybox"
		ln -sf "$_bb" "$RESULTS/bin/busybox/sh"
		say "busybox $RESULTS/bin/busybox/sh" >>"$RESULTS/shells"
	else
		say "skipped busybox sh: busybox is not installed"
	fi
}

# path NAME: the binary of a variant or shell.
path()
{
	awk -v n="$1" '$1 == n { print $2; exit }' "$RESULTS/variants" "$RESULTS/shells"
}

describe()
{
	say "link modes (rc built here):"
	while read -r _n _p; do
		printf '  %-8s %-8s %s\n' "$_n" "$(linkage "$_p")" "$_p"
	done <"$RESULTS/variants"
	say "other shells:"
	while read -r _n _p; do
		printf '  %-10s %s\n' "$_n" "$_p"
	done <"$RESULTS/shells"
}
