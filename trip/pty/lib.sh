# lib.sh: shared set-up for the trip/pty/*.test scripts (sourced, not run).
#
# Needs RC (the rc under test) and PTYDRIVE (the pty driver).  Optional:
# RC_EDITING=plugin|static|dynamic|no (the link mode; probed if unset) and
# RC_PLUGIN (the plugin to load; guessed from the build tree if unset).
# Each test runs in a fresh directory that is also $HOME.

if test -z "$RC" || test -z "$PTYDRIVE"; then
	echo "RC and PTYDRIVE must be set"
	exit 77
fi
if ! test -x "$PTYDRIVE"; then
	echo "no pty driver at $PTYDRIVE"
	exit 77
fi
if ! test -e /dev/ptmx; then
	echo "no pseudo-terminals here"
	exit 77
fi

if test -z "$RC_PLUGIN"; then
	guess=$(dirname "$RC")/../lineedit/.libs/rc-readline.so
	if test -f "$guess"; then
		RC_PLUGIN=$(cd "$(dirname "$guess")" && pwd)/rc-readline.so
	fi
fi

if test -z "$RC_GATE_PLUGIN"; then
	guess=$(dirname "$RC")/../trip/.libs/gateplugin.so
	if test -f "$guess"; then
		RC_GATE_PLUGIN=$(cd "$(dirname "$guess")" && pwd)/gateplugin.so
	fi
fi

T=$(mktemp -d "${TMPDIR:-/tmp}/rcpty.XXXXXX") || exit 99
trap 'rm -rf "$T"' EXIT
cd "$T" || exit 99
chmod 755 "$T"

# A clean environment: the tests must not depend on the caller's.
PATH=/usr/local/bin:/usr/bin:/bin
export PATH
# runcmd SCRIPT [NAME=VALUE...] -- COMMAND [ARG...]: the script drives
# COMMAND on a pty, in a clean environment plus the given variables.
runcmd() {
	script=$1
	shift
	set -- env -i PATH="$PATH" HOME="$T" TERM=xterm \
	    ${RC_PLUGIN:+RC_LINEEDIT="$RC_PLUGIN"} "$@"
	n=$#
	for a in "$@"; do
		test "$a" = -- || set -- "$@" "$a"
	done
	shift "$n"
	"$PTYDRIVE" ${ROWS:+-r "$ROWS"} ${COLS:+-c "$COLS"} "$script" "$@"
}

# runrc SCRIPT [NAME=VALUE...] [-- RC-ARG...]: the same with rc.
runrc() {
	script=$1
	shift
	n=0
	for a in "$@"; do
		test "$a" = -- && break
		n=$((n + 1))
	done
	for a in "$@"; do
		test $n -eq 0 && set -- "$@" "$RC"
		test "$a" = -- || set -- "$@" "$a"
		n=$((n - 1))
		shift
	done
	test $n -eq 0 && set -- "$@" "$RC"
	runcmd "$script" "$@"
}

# Does this rc edit lines at all?  Probe: ^A must move to the start.
if test -z "$RC_EDITING"; then
	printf '%s\n' 'timeout 3' 'expect ;\s' "send cho pro''be\\001e\\r" \
	    'expect \nprobe\n' 'send exit\r' 'wait' >probe.pty
	if runrc probe.pty -- -i >probe.out 2>&1; then
		RC_EDITING=yes
	else
		RC_EDITING=no
	fi
	rm -f probe.pty probe.out
fi

needediting() {
	if test "$RC_EDITING" = no; then
		echo "this rc does not edit lines"
		exit 77
	fi
}

# Tests of loading itself only make sense when readline is a plugin.
needplugin() {
	case $RC_EDITING in
	static|dynamic|no)
		echo "readline is not a plugin in this build ($RC_EDITING)"
		exit 77 ;;
	esac
	if test -z "$RC_PLUGIN" || ! test -f "$RC_PLUGIN"; then
		echo "no plugin found next to $RC (set RC_PLUGIN)"
		exit 77
	fi
}

# The gate plugin (trip/gateplugin.c) holds the editor's load until the
# test opens a FIFO: RC_LINEEDIT=$RC_GATE_PLUGIN RC_TEST_GATE=FIFO, and
# RC_TEST_PLUGIN=$RC_PLUGIN to go on to the real editor (empty: none).
havegate() {
	test -n "$RC_GATE_PLUGIN" && test -f "$RC_GATE_PLUGIN" &&
	    test -n "$RC_PLUGIN" && test -f "$RC_PLUGIN"
}

needgate() {
	needplugin
	if test -z "$RC_GATE_PLUGIN" || ! test -f "$RC_GATE_PLUGIN"; then
		echo "no gate plugin found next to $RC (set RC_GATE_PLUGIN)"
		exit 77
	fi
}
